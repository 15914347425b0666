import { useSessionStore } from '@/core/session'
import { forgetLastSeenMember, lastSeenMember, rememberMember } from '@/lib/offline/last-seen'
import { forgetAllTripHelp, loadTripHelp } from '@/lib/offline/trip-help'

/**
 * Keeps who is logged in for the offline screen (whose conversation and bookings to show); a
 * visitor who is anonymous once online again (logged out, token expired) leaves nothing behind.
 */
export function rememberMemberWhileLoggedIn(): void {
  useSessionStore.subscribe((state, previous) => {
    if (state.status === previous.status && state.user?.id === previous.user?.id) return
    if (state.status === 'member' && state.user) {
      if (lastSeenMember() !== state.user.id) {
        forgetLastSeenMember()
        void forgetAllTripHelp()
      }
      rememberMember(state.user.id)
      // The trip's help kept on this device, for the chat's "the car won't open" with no signal.
      void loadTripHelp(state.user.id)
    } else if (state.status === 'anonymous') {
      forgetLastSeenMember()
      void forgetAllTripHelp()
    }
  })
}
