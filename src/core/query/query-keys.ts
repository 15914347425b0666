/**
 * The root of every key of the member's bookings (lists, details, invoices): one invalidation
 * reaches them all. Apart from the client (query-client.ts) so that naming a key does not load
 * TanStack Query with the chat's first screen.
 */
export const BOOKINGS_KEY = ['bookings'] as const

/** The root of the vehicles read (their access text is per member and per moment): logging out drops them. */
export const VEHICLES_KEY = ['vehicles'] as const

/** The root of the tenant's reference data (stations, categories, labels, contents, terms): the same for every member. */
export const REFERENCE_KEY = ['reference'] as const

/**
 * The tenant's FAQ as the chat answers from it: its entries, read from the FAQ's pages in French and,
 * on a bilingual tenant, in English (src/chat/help-content/faq-query.ts).
 */
export const faqEntriesKey = (bilingual: boolean) => [...REFERENCE_KEY, 'faq-entries', bilingual ? 'fr+en' : 'fr'] as const

/** The root of the classic search's results, one entry per search sent: a new search drops the older ones. */
export const CLASSIC_RESULTS_KEY = ['vehicle-search'] as const
