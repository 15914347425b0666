/**
 * The app's client routes (spec section 2), relative to its base path: every link, redirect and
 * navigation names one of these instead of writing the address. The route table (src/app/routes.tsx
 * and each feature's routes.tsx) declares the same addresses.
 */
export const paths = {
  home: '/',
  search: '/search',
  auth: '/auth',
  login: '/login',
  forgotPassword: '/forgot-password',
  signup: '/signup',
  signupWelcome: '/signup/welcome',
  signupPendingValidation: '/signup/pending-validation',
  waiting: '/waiting',
  waitingForValidation: '/waiting-for-validation',
  privacyPolicy: '/politique-de-confidentialite',
  account: '/account',
  bookings: '/account/bookings',
  bookingsHistory: '/account/bookings-history',
  carpoolings: '/account/carpoolings',
  details: '/account/details',
  documents: '/account/documents',
  paymentMethod: '/account/payment-method',
  privacy: '/account/privacy',
  alerts: '/account/alerts',
  helpFaq: '/account/help/faq',
  helpContact: '/account/help/contact',
  helpTerms: '/account/help/cgu',
  helpDeleteAccount: '/account/help/delete-account',
  /** A booking's detail page. */
  booking: (id: number | string) => `/account/bookings/${id}?page=bookings`,
  /** The booking detail with its modify dialog open: "extend" from the home. */
  extendBooking: (id: number | string) => `/account/bookings/${id}?page=bookings&action=modify`,
  /** The trip of a rental: check-in, start, unlock and lock, extend, end (../shared/trip/CONTRACT.md). */
  trip: (id: number | string) => `/account/bookings/${id}/trip`,
  carpooling: (id: number | string) => `/account/carpoolings/${id}`,
  pastBooking: (id: number | string) => `/account/bookings-history/${id}`,
  /** The printable receipt of a finished rental. */
  receipt: (id: number | string) => `/account/bookings-history/${id}/receipt`,
  /** A help page by its topic's address segment (faq, contact, cgu, delete-account). */
  help: (page: string) => `/account/help/${page}`,
} as const
