import { i18n } from '@/i18n'
import frBookings from '@/i18n/locales/fr/bookings.json'
import enBookings from '@/i18n/locales/en/bookings.json'
import frAccount from '@/i18n/locales/fr/account.json'
import enAccount from '@/i18n/locales/en/account.json'

// Bundled with the account and bookings cards and their intent handlers, so that answers and
// cards render translated at once in either language, without a suspended namespace load.
i18n.addResourceBundle('fr', 'bookings', frBookings, true, false)
i18n.addResourceBundle('en', 'bookings', enBookings, true, false)
i18n.addResourceBundle('fr', 'account', frAccount, true, false)
i18n.addResourceBundle('en', 'account', enAccount, true, false)
