import { createInstance, type i18n as I18n } from 'i18next'
import frAccount from '@/i18n/locales/fr/account.json'
import frAfterSearch from '@/i18n/locales/fr/after-search.json'
import frAuth from '@/i18n/locales/fr/auth.json'
import frBooking from '@/i18n/locales/fr/booking.json'
import frBookings from '@/i18n/locales/fr/bookings.json'
import frCards from '@/i18n/locales/fr/cards.json'
import frChat from '@/i18n/locales/fr/chat.json'
import frCommon from '@/i18n/locales/fr/common.json'
import frDriverHelp from '@/i18n/locales/fr/driver-help.json'
import frErrors from '@/i18n/locales/fr/errors.json'
import frLayout from '@/i18n/locales/fr/layout.json'
import frRegistration from '@/i18n/locales/fr/registration.json'
import frSearch from '@/i18n/locales/fr/search.json'
import frStatus from '@/i18n/locales/fr/status.json'
import enAccount from '@/i18n/locales/en/account.json'
import enAfterSearch from '@/i18n/locales/en/after-search.json'
import enAuth from '@/i18n/locales/en/auth.json'
import enBooking from '@/i18n/locales/en/booking.json'
import enBookings from '@/i18n/locales/en/bookings.json'
import enCards from '@/i18n/locales/en/cards.json'
import enChat from '@/i18n/locales/en/chat.json'
import enCommon from '@/i18n/locales/en/common.json'
import enDriverHelp from '@/i18n/locales/en/driver-help.json'
import enErrors from '@/i18n/locales/en/errors.json'
import enLayout from '@/i18n/locales/en/layout.json'
import enRegistration from '@/i18n/locales/en/registration.json'
import enSearch from '@/i18n/locales/en/search.json'
import enStatus from '@/i18n/locales/en/status.json'

/**
 * The app's translations (src/i18n/locales, French and English) in an i18next instance of its
 * own: the app's instance loads them through Vite's glob, which the replay runs without.
 */
export function replayTranslations(): I18n {
  const i18n = createInstance()
  void i18n.init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: {
      fr: {
        account: frAccount,
        'after-search': frAfterSearch,
        auth: frAuth,
        booking: frBooking,
        bookings: frBookings,
        cards: frCards,
        chat: frChat,
        common: frCommon,
        'driver-help': frDriverHelp,
        errors: frErrors,
        layout: frLayout,
        registration: frRegistration,
        search: frSearch,
        status: frStatus,
      },
      en: {
        account: enAccount,
        'after-search': enAfterSearch,
        auth: enAuth,
        booking: enBooking,
        bookings: enBookings,
        cards: enCards,
        chat: enChat,
        common: enCommon,
        'driver-help': enDriverHelp,
        errors: enErrors,
        layout: enLayout,
        registration: enRegistration,
        search: enSearch,
        status: enStatus,
      },
    },
    defaultNS: 'chat',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18n
}
