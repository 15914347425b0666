import { APP_BASE } from '@contracts/http'
import type { Language } from '@contracts/common'
import { isHexColor } from '@contracts/hex-color'
import { pickLanguage, storedLanguage } from '../http/language'
import type { TenantContext } from '../tenants/tenant-cache'

/** What the first paint says before any JavaScript runs, in both languages (the app's own strings replace it). */
const BOOT_TEXT: Record<Language, Record<'message' | 'send' | 'loading' | 'welcome', string>> = {
  fr: { message: 'Votre message', send: 'Envoyer', loading: 'Chargement…', welcome: 'Bonjour ! Dites-moi où et quand il vous faut un véhicule.' },
  en: { message: 'Your message', send: 'Send', loading: 'Loading…', welcome: 'Hello! Tell me where and when you need a vehicle.' },
}

const THEME_VARIABLES = [
  ['primary_color', '--tenant-primary'],
  ['primary_contrast_color', '--tenant-primary-contrast'],
  ['secondary_color', '--tenant-secondary'],
  ['background_color', '--tenant-background'],
] as const

function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

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
  html = fillText(html, 'message', text.message)
  html = fillText(html, 'send', text.send)
  html = fillText(html, 'loading', text.loading)
  html = fillText(html, 'welcome', text.welcome)
  html = fillAttribute(html, 'message', 'placeholder', text.message)
  if (!tenant || !settings) return html
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${htmlEscape(tenant.human_name)}</title>`)
  html = fillText(html, 'name', tenant.human_name)
  const theme = settings.theme as Record<string, string | undefined>
  const declarations = THEME_VARIABLES.flatMap(([key, variable]) => (isHexColor(theme[key] ?? '') ? [`${variable}:${theme[key]}`] : []))
  html = html.replace(/<style id="boot-theme">[^<]*<\/style>/, `<style id="boot-theme">:root{${declarations.join(';')}}</style>`)
  if (isHexColor(theme.primary_color ?? '')) html = fillAttribute(html, 'theme', 'content', theme.primary_color as string)
  return html
}
