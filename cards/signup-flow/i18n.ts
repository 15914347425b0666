import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/registration.json'
import en from '@/i18n/locales/en/registration.json'

// Bundled with the signup cards so they render translated at once, without a suspended namespace load.
i18n.addResourceBundle('fr', 'registration', fr, true, false)
i18n.addResourceBundle('en', 'registration', en, true, false)
