// Without zod, so the app's first load can use it.

/**
 * Whether the member is the rental's driver (a passenger of a carpool is not): the one test every
 * view reads, so that what a driver is offered and what a passenger sees never disagree.
 */
export function isRentalDriver(rental: { driver_id: number }, userId: number | null | undefined): boolean {
  return userId !== null && userId !== undefined && rental.driver_id === userId
}
