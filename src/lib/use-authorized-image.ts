import { useEffect, useState } from 'react'
import { http } from '@/core/api'

/**
 * An image the API serves only with the bearer token (a member's photo, `/api/users/{id}/photo`):
 * an <img> cannot send the token, so it is fetched and shown through an object URL. Null while it
 * loads, or when it fails (the caller shows its fallback).
 */
export function useAuthorizedImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    setObjectUrl(null)
    if (url === null) return
    const controller = new AbortController()
    let made: string | null = null
    // The wire URL names the server's /api path; the client's base URL may be elsewhere.
    const path = url.replace(/^\/api\//, '').replace(/^\/+/, '')
    http()(path, { signal: controller.signal })
      .blob()
      .then((blob) => {
        made = URL.createObjectURL(blob)
        setObjectUrl(made)
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      if (made) URL.revokeObjectURL(made)
    }
  }, [url])
  return objectUrl
}
