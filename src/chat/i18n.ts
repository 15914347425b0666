import { i18n } from '@/i18n'
import fr from '@/i18n/locales/fr/chat.json'

// French, the default, at once; English comes with loadChatEnglish (src/i18n/chat-english.ts).
i18n.addResourceBundle('fr', 'chat', fr, true, false)
