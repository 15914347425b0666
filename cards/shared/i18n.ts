import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/cards.json'

// Bundled with the cards so they render translated at once, without a suspended namespace load.
i18n.addResourceBundle('fr', 'cards', fr, true, false)
// English comes with loadChatEnglish (src/i18n/chat-english.ts), before any English card shows.
