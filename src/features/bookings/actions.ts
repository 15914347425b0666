import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { logLoadError, notifyApiError } from '@/lib/api'
import { onLogout } from '@/lib/session'
import { toast } from '@/lib/toast/toast-store'
import { cancelRentalCall, fetchRental, leaveCarpoolCall, fetchRentalPage, fetchVehicle, updateGeotracking, updateRentalTimes } from './api'
import type { Times } from './modify-bounds'
import { LIST_KEYS, placeRental, removeRental, type ListKey, type ListSource } from './rental-lists'
import { mayOpenVehicle } from './rental-status'
import { resetBookings, useBookingsStore } from './store'
import { rememberCurrentBookings } from './remember-bookings'

const store = useBookingsStore

// A shared device: the next member must not see this one's bookings.
onLogout(resetBookings)

const vehiclesInFlight = new Map<number, Promise<void>>()

/** Spec section 7: each vehicle a rental references is then fetched (once; again when `refresh`). */
export function ensureVehicles(ids: readonly number[], { refresh = false }: { refresh?: boolean } = {}): Promise<void> {
  const known = store.getState().vehicles
  const wanted = [...new Set(ids)].filter((id) => refresh || !known[id])
  return Promise.all(
    wanted.map((id) => {
      const running = vehiclesInFlight.get(id)
      if (running) return running
      const promise = fetchVehicle(id)
        .then((vehicle) => store.setState((s) => ({ vehicles: { ...s.vehicles, [id]: vehicle } })))
        .catch((error: unknown) => logLoadError(`vehicle ${id}`, error))
        .finally(() => vehiclesInFlight.delete(id))
      vehiclesInFlight.set(id, promise)
      return promise
    }),
  ).then(() => undefined)
}

/** Loads one page of a list; a failure is only logged (spec section 7) and shown as the list's error state. */
export async function loadList(key: ListKey, page = 1): Promise<void> {
  store.setState((s) => ({ listStatus: { ...s.listStatus, [key]: 'loading' } }))
  try {
    const { rentals, meta } = await fetchRentalPage(key, page)
    store.setState((s) => ({
      lists: { ...s.lists, [key]: { items: rentals, page: meta.page, total: meta.total, limit: meta.limit } },
      listStatus: { ...s.listStatus, [key]: 'ready' },
    }))
    await ensureVehicles(rentals.map((r) => r.vehicle_id))
    rememberCurrentBookings()
  } catch (error) {
    logLoadError(`rentals (${key})`, error)
    store.setState((s) => ({ listStatus: { ...s.listStatus, [key]: 'error' } }))
  }
}

/** Reloads every list already shown, each on its page. */
export async function reloadLoadedLists(): Promise<void> {
  const { lists } = store.getState()
  await Promise.all(LIST_KEYS.filter((k) => lists[k] !== null).map((k) => loadList(k, lists[k]?.page ?? 1)))
}

export async function loadRental(id: number): Promise<Rental | null> {
  store.setState((s) => ({ rentalStatus: { ...s.rentalStatus, [id]: 'loading' } }))
  try {
    const rental = await fetchRental(id)
    store.setState((s) => ({ rentals: { ...s.rentals, [id]: rental }, rentalStatus: { ...s.rentalStatus, [id]: 'ready' } }))
    // A rental its driver may still open reads its vehicle afresh: the access text (lockbox codes) is
    // per person and per moment, so a copy fetched for a finished rental has none, and codes change.
    await ensureVehicles([rental.vehicle_id], { refresh: mayOpenVehicle(rental.status) })
    return rental
  } catch (error) {
    logLoadError(`rental ${id}`, error)
    store.setState((s) => ({ rentalStatus: { ...s.rentalStatus, [id]: 'error' } }))
    return null
  }
}

/** An answer of a change: the detail takes it, and the lists move it by its status (spec section 4). */
function applyChanged(rental: Rental, source: ListSource): void {
  store.setState((s) => ({ rentals: { ...s.rentals, [rental.id]: rental }, lists: placeRental(s.lists, rental, source) }))
}

async function withBusy<T>(id: number, run: () => Promise<T>): Promise<T> {
  store.setState((s) => ({ busy: { ...s.busy, [id]: true } }))
  try {
    return await run()
  } finally {
    store.setState((s) => ({ busy: { ...s.busy, [id]: false } }))
  }
}

/** The outcome of an action: the rental as the server answered, or null after the generic error handler spoke. */
export type ActionResult = Rental | null

/** New times (PUT /user/rentals/{id}); success toast booking:modification-confirmed, failures through the generic handler. */
export function modifyRental(rental: Rental, draft: Times): Promise<ActionResult> {
  const current = { start: Date.parse(rental.reservation_start_time), end: Date.parse(rental.reservation_end_time) }
  return withBusy(rental.id, async () => {
    try {
      const updated = await updateRentalTimes(rental.id, current, draft)
      applyChanged(updated, 'bookings')
      toast.success(i18n.t('bookings:toasts.modification-confirmed'))
      return updated
    } catch (error) {
      notifyApiError(error)
      return null
    }
  })
}

/** Spec section 4: cancelling takes the rental out of the lists, then reloads them. */
export function cancelRental(rental: Rental): Promise<ActionResult> {
  return withBusy(rental.id, async () => {
    try {
      const cancelled = await cancelRentalCall(rental.id)
      store.setState((s) => ({ rentals: { ...s.rentals, [cancelled.id]: cancelled }, lists: removeRental(s.lists, cancelled.id) }))
      toast.success(i18n.t('bookings:toasts.cancellation-confirmed'))
      void reloadLoadedLists()
      return cancelled
    } catch (error) {
      notifyApiError(error)
      return null
    }
  })
}

/** Leaving a carpool one joined: it leaves the lists, which reload; true once left. */
export function leaveCarpool(rental: Rental): Promise<boolean> {
  return withBusy(rental.id, async () => {
    try {
      await leaveCarpoolCall(rental.id)
      store.setState((s) => ({ lists: removeRental(s.lists, rental.id) }))
      toast.success(i18n.t('bookings:toasts.carpool-left'))
      void reloadLoadedLists()
      return true
    } catch (error) {
      notifyApiError(error)
      return false
    }
  })
}

/** Geotracking on or off during a rental in progress; toast booking:geotracking-updated-confirmed. */
export function setGeotracking(rental: Rental, enabled: boolean): Promise<ActionResult> {
  return withBusy(rental.id, async () => {
    try {
      const updated = await updateGeotracking(rental.id, enabled)
      applyChanged(updated, 'bookings')
      toast.success(i18n.t('bookings:toasts.geotracking-updated-confirmed'))
      return updated
    } catch (error) {
      notifyApiError(error)
      return null
    }
  })
}
