import { i18n } from '@/i18n'
import frSearch from '@/i18n/locales/fr/search.json'
import enSearch from '@/i18n/locales/en/search.json'
import frBooking from '@/i18n/locales/fr/booking.json'
import enBooking from '@/i18n/locales/en/booking.json'

// Bundled with the search cards so they render translated at once, without a suspended load.
i18n.addResourceBundle('fr', 'search', frSearch, true, false)
i18n.addResourceBundle('en', 'search', enSearch, true, false)
i18n.addResourceBundle('fr', 'booking', frBooking, true, false)
i18n.addResourceBundle('en', 'booking', enBooking, true, false)
