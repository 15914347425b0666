import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/chat.json'
import en from '@/i18n/locales/en/chat.json'

// Both languages at once: an answer may be written in the language the user is switching to.
i18n.addResourceBundle('fr', 'chat', fr, true, false)
i18n.addResourceBundle('en', 'chat', en, true, false)
