import { create } from 'zustand'
import type { GeoPoint } from '@contracts/nearest-stations'

/**
 * The browser's position for the classic search (spec section 7: browser geolocation): read at
 * once where the visitor already allowed it, asked for only when they press the button, never
 * when refused. Nothing in the search depends on it: refused, the form works as before.
 */
export type PositionPermission = 'unknown' | 'prompt' | 'granted' | 'denied' | 'unsupported'

interface BrowserPositionState {
  permission: PositionPermission
  position: GeoPoint | null
  asking: boolean
}

export const useBrowserPosition = create<BrowserPositionState>(() => ({ permission: 'unknown', position: null, asking: false }))

const PERMISSION_DENIED = 1

function readPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, { timeout: 10_000, maximumAge: 300_000 })
  })
}

/** Asks the browser (a prompt where not yet decided); a refusal hides the button for good. */
export async function requestBrowserPosition(): Promise<void> {
  if (!('geolocation' in navigator)) {
    useBrowserPosition.setState({ permission: 'unsupported' })
    return
  }
  useBrowserPosition.setState({ asking: true })
  try {
    useBrowserPosition.setState({ position: await readPosition(), permission: 'granted', asking: false })
  } catch (error) {
    const refused = typeof error === 'object' && error !== null && 'code' in error && error.code === PERMISSION_DENIED
    useBrowserPosition.setState((s) => ({ asking: false, permission: refused ? 'denied' : s.permission }))
  }
}

let primed = false

/** Once per page: learns whether the position is allowed, and reads it if so. */
export async function primeBrowserPosition(): Promise<void> {
  if (primed) return
  primed = true
  if (!('geolocation' in navigator)) {
    useBrowserPosition.setState({ permission: 'unsupported' })
    return
  }
  try {
    // Without the Permissions API the state stays unknown: the button may ask.
    if (!('permissions' in navigator)) return useBrowserPosition.setState({ permission: 'prompt' })
    const status = await navigator.permissions.query({ name: 'geolocation' })
    const follow = () => {
      useBrowserPosition.setState({ permission: status.state })
      if (status.state === 'granted' && useBrowserPosition.getState().position === null) void requestBrowserPosition()
      if (status.state === 'denied') useBrowserPosition.setState({ position: null })
    }
    status.onchange = follow
    follow()
  } catch {
    useBrowserPosition.setState({ permission: 'prompt' })
  }
}
