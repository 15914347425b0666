import { useEffect, useState } from 'react'
import type { Place } from '@contracts/place'
import { fetchPlaces } from './api'

const DEBOUNCE_MS = 250

/** Suggestions for a typed address, debounced; stale answers are dropped. */
export function usePlaceSuggestions(query: string, enabled: boolean): { places: Place[]; loading: boolean } {
  const [places, setPlaces] = useState<Place[]>([])
  const [loading, setLoading] = useState(false)
  const q = query.trim()
  useEffect(() => {
    if (!enabled || q.length < 2) {
      setPlaces([])
      setLoading(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    const timer = setTimeout(() => {
      fetchPlaces(q, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setPlaces(found)
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Address suggestions failed', error)
            setPlaces([])
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, enabled])
  return { places, loading }
}
