import { setLanguage } from '@/core/session'
import { navigateTo } from '@/lib/navigation'
import type { DialogAction } from '../dialog/types'
import { pressTypedAnswer, pressTypedChoice } from '@cards/shared/typed-answers'
import { useConversationStore } from './conversation-store'
import { newestCardOf } from './newest-card'

interface ActionContext {
  askAgain: (prefixKey?: string) => Promise<void>
  /** A typed yes or no that found no button of the newest card to press (done, gone or still loading). */
  unanswered?: (answer: boolean) => void
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'))
      return
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 300_000 })
  })
}

const PERMISSION_DENIED = 1

function isRefusal(error: unknown): boolean {
  if (!('geolocation' in navigator)) return true
  return typeof error === 'object' && error !== null && 'code' in error && error.code === PERMISSION_DENIED
}

/** The place's first match (GET /places); once found, the station question comes again with the stations nearest to it. */
async function locatePlace(place: string, ctx: ActionContext): Promise<void> {
  try {
    // Loaded when a place is first looked up, not with the chat's first paint.
    const { fetchPlaces } = await import('@/features/search/api')
    const [found] = await fetchPlaces(place)
    if (!found) return
    useConversationStore.setState({ placePosition: { place, latitude: found.latitude, longitude: found.longitude } })
    await ctx.askAgain('slot.place-located')
  } catch {
    // Not located: the stations already offered stay.
  }
}

/** Runs the side effects of an answer, in order. */
export async function runActions(actions: readonly DialogAction[], ctx: ActionContext): Promise<void> {
  for (const action of actions) {
    switch (action.type) {
      case 'set_language':
        await setLanguage(action.lang)
        break
      case 'navigate':
        navigateTo(action.to)
        break
      case 'locate_place':
        await locatePlace(action.place, ctx)
        break
      case 'answer_card': {
        // The card's own button, pressed: the card runs its confirmation (and its request), never the dialog.
        const newest = newestCardOf(useConversationStore.getState().messages)
        const pressed = newest?.kind === action.kind && pressTypedAnswer(newest.id, action.answer)
        if (!pressed) ctx.unanswered?.(action.answer)
        break
      }
      case 'choose_in_card': {
        const newest = newestCardOf(useConversationStore.getState().messages)
        if (newest?.kind === action.kind) pressTypedChoice(newest.id, action.id)
        break
      }
      case 'request_position':
        try {
          const { coords } = await currentPosition()
          useConversationStore.setState({ position: { latitude: coords.latitude, longitude: coords.longitude } })
          await ctx.askAgain()
        } catch (error) {
          if (isRefusal(error)) useConversationStore.setState({ positionRefused: true })
          await ctx.askAgain('slot.position-denied')
        }
        break
    }
  }
}

/**
 * When the visitor already allowed geolocation, the position is read at once: station choices start
 * with the nearest. When it is refused (now or later, in the browser's settings), "near me" is not offered.
 */
export async function primePosition(): Promise<void> {
  try {
    if (!('geolocation' in navigator)) {
      useConversationStore.setState({ positionRefused: true })
      return
    }
    if (!('permissions' in navigator)) return
    const status = await navigator.permissions.query({ name: 'geolocation' })
    const follow = () => useConversationStore.setState({ positionRefused: status.state === 'denied' })
    follow()
    status.onchange = follow
    if (status.state !== 'granted') return
    const { coords } = await currentPosition()
    useConversationStore.setState({ position: { latitude: coords.latitude, longitude: coords.longitude } })
  } catch {
    // No position: the station question offers to ask for it.
  }
}
