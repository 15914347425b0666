import type { TFunction } from 'i18next'
import { searchBlocker, type SearchCriteria, type SearchSettings } from '@/features/search'

/**
 * Why the card could not run the search the chat understood. On an address tenant the usual cause
 * is an address the places lookup does not know (another country, a typo): saying "the station or
 * the dates are missing" there sends the driver looking for a station field that does not exist.
 */
export function cannotSearchMessage(t: TFunction, criteria: SearchCriteria, addressText: string | null, settings: SearchSettings): string {
  if (searchBlocker(criteria, settings, false) === 'missing-location') {
    return addressText ? t('search:cards.address-not-found', { address: addressText }) : t('search:cards.missing-address')
  }
  return t('search:cards.cannot-search')
}
