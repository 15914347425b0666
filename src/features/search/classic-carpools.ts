import type { toCarpoolSearchBody } from './search-body'

export type CarpoolSearchBody = ReturnType<typeof toCarpoolSearchBody>

/**
 * The carpool offers found for the search store's criteria, one entry per search body
 * (`carpoolsAsked` in the store says which one the classic panel shows). runCarpoolSearch fills it
 * (the panel's button and the chat's card); the panel only reads it, so an offer list stays as it
 * was when the driver comes back from an offer, for the page's life.
 */
export const classicCarpoolsKey = (body: CarpoolSearchBody | null) => ['carpool-search', body] as const
