import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/cards.json'
import en from '@/i18n/locales/en/cards.json'

// Bundled with the cards so they render translated at once, without a suspended namespace load.
i18n.addResourceBundle('fr', 'cards', fr, true, false)
i18n.addResourceBundle('en', 'cards', en, true, false)
