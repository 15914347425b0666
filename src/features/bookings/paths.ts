/** Detail pages of spec section 2, relative to the app's base path. */
export const bookingDetailPath = (id: number) => `/account/bookings/${id}?page=bookings`
export const carpoolingDetailPath = (id: number) => `/account/carpoolings/${id}`
export const historyDetailPath = (id: number) => `/account/bookings-history/${id}`
/** The printable receipt of a finished rental. */
export const receiptPath = (id: number) => `/account/bookings-history/${id}/receipt`
/** The booking detail with its modify dialog open: "extend" from the home. */
export const extendPath = (id: number) => `/account/bookings/${id}?page=bookings&action=modify`
/** Where a driver reports a problem with the car: the operator's contact (spec section 2, help). */
export const REPORT_PROBLEM_PATH = '/account/help/contact'
/** The trip of a rental: check-in, start, unlock and lock, extend, end (../shared/trip/CONTRACT.md). */
export const tripPath = (id: number) => `/account/bookings/${id}/trip`
