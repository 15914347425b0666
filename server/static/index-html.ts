import { APP_BASE } from '@contracts/http'
import type { Language } from '@contracts/common'
import { noticesToShow, withBootNotices } from '@contracts/first-visit'
import { isHexColor } from '@contracts/hex-color'
import { pickLanguage, storedLanguage } from '../http/language'
import type { TenantContext } from '../tenants/tenant-cache'
import { htmlEscape } from './html-escape'
import { BOOT_COMPOSER_PLACEHOLDER, BOOT_COMPOSER_SCRIPT } from './boot-composer-script'

type BootTextKey =
  'message' | 'send' | 'loading' | 'welcome' | 'welcome-title' | 'welcome-text' | 'welcome-close' | 'cookies-title' | 'cookies-text' | 'cookies-policy' | 'cookies-accept'

/**
 * What the first paint says before any JavaScript runs, in both languages (the app's own strings
 * replace it). The notices' words are the app's (src/i18n/locales/<lang>/layout.json, `welcome` and
 * `cookies`), word for word so that the app's notices take their place unchanged:
 * tests/server/app-install.test.ts holds them to it. `{{name}}` is the tenant's name.
 */
export const BOOT_TEXT: Record<Language, Record<BootTextKey, string>> = {
  fr: {
    message: 'Votre message',
    send: 'Envoyer',
    loading: 'Chargement…',
    welcome: 'Bonjour ! Dites-moi où et quand il vous faut un véhicule.',
    'welcome-title': 'Bienvenue sur {{name}}',
    'welcome-text': "Réservez un véhicule en quelques mots avec l'assistant, ou cherchez sur la carte.",
    'welcome-close': "C'est parti",
    'cookies-title': 'Cookies',
    'cookies-text': 'Ce site utilise des cookies nécessaires à son fonctionnement et à la mesure de sa fréquentation.',
    'cookies-policy': 'En savoir plus',
    'cookies-accept': "J'accepte",
  },
  en: {
    message: 'Your message',
    send: 'Send',
    loading: 'Loading…',
    welcome: 'Hello! Tell me where and when you need a vehicle.',
    'welcome-title': 'Welcome to {{name}}',
    'welcome-text': 'Book a vehicle in a few words with the assistant, or search on the map.',
    'welcome-close': "Let's go",
    'cookies-title': 'Cookies',
    'cookies-text': 'This site uses cookies needed to run it and to measure its audience.',
    'cookies-policy': 'Learn more',
    'cookies-accept': 'I accept',
  },
}

const THEME_VARIABLES = [
  ['primary_color', '--tenant-primary'],
  ['primary_contrast_color', '--tenant-primary-contrast'],
  ['secondary_color', '--tenant-secondary'],
  ['background_color', '--tenant-background'],
] as const

/** Replaces the text of every element marked `data-boot-text="key"` (index.html). */
function fillText(html: string, key: string, value: string): string {
  return html.replace(new RegExp(`(<[^>]*\\bdata-boot-text="${key}"[^>]*>)[^<]*`, 'g'), (_m, open: string) => `${open}${htmlEscape(value)}`)
}

/** Replaces the value of an attribute on every element marked `data-boot-attr="key"`. */
function fillAttribute(html: string, key: string, attribute: string, value: string): string {
  return html.replace(new RegExp(`<[^>]*\\bdata-boot-attr="${key}"[^>]*>`, 'g'), (tag) => tag.replace(new RegExp(`\\b${attribute}="[^"]*"`), `${attribute}="${htmlEscape(value)}"`))
}

export interface IndexPage {
  tenant: Pick<TenantContext, 'human_name' | 'settings'> | null
  acceptLanguage: string | undefined
  /** The request's Cookie header: the visitor's stored language choice comes first. */
  cookie?: string
  /** The request's path: the root paints the chat's first screen, other routes only the shell. */
  path: string
}

/**
 * index.html as this tenant's first paint: its name, its colours (the CSS variables the app's
 * stylesheet reads), the browser's language among the tenant's, and at the root the message box,
 * so the first screen shows before any JavaScript has arrived. Colours pass the shared hex rule,
 * the name is escaped: nothing a tenant setting holds can break out of the markup.
 */
export function renderIndexHtml(template: string, { tenant, acceptLanguage, cookie, path }: IndexPage): string {
  const settings = tenant?.settings
  const languages = settings ? (settings.features.multilanguage ? settings.languages : [settings.language]) : (['fr', 'en'] as Language[])
  const lang = storedLanguage(cookie, languages) ?? pickLanguage(acceptLanguage, languages, settings?.language ?? 'fr')
  const text = BOOT_TEXT[lang]
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
  // The message box only where the app's first screen is the chat: the root, for a tenant offering it.
  const chat = path.split('?')[0] === APP_BASE && (!settings || settings.portal_modules.includes('chat'))
  html = html.replace(/data-boot="[^"]*"/, `data-boot="${chat ? 'chat' : 'plain'}"`)
  // The chat panel's files are preloaded only where it is the first screen (scripts/vite-first-screen-preload.ts).
  if (!chat) html = html.replace(/\s*<link [^>]*\bdata-boot-chat\b[^>]*>/g, '')
  // There its message box takes a sentence before the app has arrived.
  html = html.replace(BOOT_COMPOSER_PLACEHOLDER, chat ? `<script>${BOOT_COMPOSER_SCRIPT}</script>` : '')
  for (const [key, value] of Object.entries(text)) html = fillText(html, key, value.replace('{{name}}', tenant?.human_name ?? ''))
  html = fillAttribute(html, 'message', 'placeholder', text.message)
  // The welcome's title names the tenant: without one, the app paints its notices itself.
  html = withBootNotices(html, settings ? noticesToShow(cookie, { cookieConsent: settings.features.cookie_consent }) : [])
  if (!tenant || !settings) return html
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${htmlEscape(tenant.human_name)}</title>`)
  html = fillText(html, 'name', tenant.human_name)
  const theme = settings.theme as Record<string, string | undefined>
  const declarations = THEME_VARIABLES.flatMap(([key, variable]) => (isHexColor(theme[key] ?? '') ? [`${variable}:${theme[key]}`] : []))
  // html:root outweighs the stylesheet's own :root defaults, which arrive later: the first paint
  // keeps the tenant's colours until the app sets them on <html> itself.
  html = html.replace(/<style id="boot-theme">[^<]*<\/style>/, `<style id="boot-theme">html:root{${declarations.join(';')}}</style>`)
  if (isHexColor(theme.primary_color ?? '')) html = fillAttribute(html, 'theme', 'content', theme.primary_color as string)
  return html
}
