import { useEffect, useState } from 'react'

const key = (rentalId: number) => `frontoffice.trip.remind.${rentalId}`
const QUARTER_HOUR = 15 * 60_000

function readAt(rentalId: number): number | null {
  try {
    const raw = localStorage.getItem(key(rentalId))
    return raw ? Number(raw) : null
  } catch {
    return null
  }
}

/**
 * "Remind me in 15 minutes": a damage noticed late is still the driver's to report. The moment is
 * kept on the device (a reload keeps it); when it comes the view says it, and the reminder goes.
 */
export function useRemindLater(rentalId: number) {
  const [at, setAt] = useState<number | null>(() => readAt(rentalId))
  const [due, setDue] = useState(false)
  useEffect(() => {
    if (at === null) return
    const timer = setTimeout(() => setDue(true), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
  const set = (value: number | null) => {
    try {
      if (value === null) localStorage.removeItem(key(rentalId))
      else localStorage.setItem(key(rentalId), String(value))
    } catch {
      // Storage refused: the reminder lasts while the page is open.
    }
    setAt(value)
    setDue(false)
  }
  return { at, due, remind: () => set(Date.now() + QUARTER_HOUR), dismiss: () => set(null) }
}
