import type { Language } from '@contracts/common'
import { APP_BASE } from '@contracts/http'

/**
 * Paths the member menu and the waiting page link to that belong to the operator's back office
 * (spec section 2: /backoffice, /frontoffice/calendars), which this product does not serve: a
 * deployment routes them to the back office in its reverse proxy (README, Configuration).
 */
const BACK_OFFICE_PATHS = ['/backoffice', '/frontoffice/calendars']

const TEXT = {
  fr: {
    backOffice: [
      'Back office',
      'Cette page fait partie du back office de votre opérateur',
      "Elle n'est pas servie par l'espace conducteurs. Si le lien devait y mener, contactez votre opérateur.",
    ],
    missing: ['Page introuvable', 'Page introuvable', "L'adresse demandée ne correspond à aucune page."],
    home: "Revenir à l'accueil",
  },
  en: {
    backOffice: [
      'Back office',
      "This page is part of your operator's back office",
      'It is not served by the drivers’ space. If the link should lead there, contact your operator.',
    ],
    missing: ['Page not found', 'Page not found', 'The address asked for matches no page.'],
    home: 'Back to the home page',
  },
} as const

export function isBackOfficePath(url: string): boolean {
  const path = url.split('?')[0].replace(/\/+$/, '')
  return BACK_OFFICE_PATHS.some((p) => path === p || path.startsWith(`${p}/`))
}

/**
 * The page a browser gets for a GET outside the API and the app (404): readable words in the
 * visitor's language and a way back, rather than the API's JSON error. No script, no style.
 */
export function outsidePage(url: string, lang: Language): string {
  const text = TEXT[lang]
  const [title, heading, body] = isBackOfficePath(url) ? text.backOffice : text.missing
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${heading}</h1><p>${body}</p><p><a href="${APP_BASE}">${text.home}</a></p></main></body></html>`
}

/** A browser's navigation asks for HTML first; API clients and fetches ask for JSON or anything. */
export function wantsPage(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html')
}
