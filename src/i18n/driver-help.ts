import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/driver-help.json'
import en from '@/i18n/locales/en/driver-help.json'

// Bundled with the handlers and the rates card, so answers render translated at once in either language.
i18n.addResourceBundle('fr', 'driver-help', fr, true, false)
i18n.addResourceBundle('en', 'driver-help', en, true, false)
