import { i18n } from '@/i18n'
import frTrip from '@/i18n/locales/fr/trip.json'
import enTrip from '@/i18n/locales/en/trip.json'

// Bundled with the trip's views (a lazy chunk): the card and the screen render translated at once.
i18n.addResourceBundle('fr', 'trip', frTrip, true, false)
i18n.addResourceBundle('en', 'trip', enTrip, true, false)
