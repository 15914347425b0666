import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/after-search.json'
import en from '@/i18n/locales/en/after-search.json'

// Bundled with the reader, so its answers render translated at once in either language.
i18n.addResourceBundle('fr', 'after-search', fr, true, false)
i18n.addResourceBundle('en', 'after-search', en, true, false)
