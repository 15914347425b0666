/**
 * The notices of a first visit (spec section 2: the welcome, shown once; sections 4 and 9: the
 * cookie consent), shown above the screen. Each answer is kept in a cookie of the app's path, so
 * that what paints before any JavaScript (server/static/index-html.ts, and the service worker's
 * cached pages) leaves out what the visitor has already answered, as the app does.
 */
export const FIRST_VISIT_NOTICES = ['welcome', 'cookies'] as const
export type FirstVisitNotice = (typeof FIRST_VISIT_NOTICES)[number]

/** The cookie that records each notice's answer. */
export const NOTICE_COOKIES: Record<FirstVisitNotice, string> = {
  welcome: 'frontoffice_welcome_seen',
  cookies: 'frontoffice_cookie_consent',
}

/** Whether a Cookie header (or `document.cookie`) holds a cookie of this name. */
export function hasCookie(cookies: string | undefined, name: string): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`))
}

/**
 * The notices to show (spec sections 2 and 4): the welcome until it is answered, the cookie
 * consent when the tenant asks for it and until it is accepted.
 */
export function noticesToShow(cookies: string | undefined, tenant: { cookieConsent: boolean }): FirstVisitNotice[] {
  return FIRST_VISIT_NOTICES.filter((notice) => (notice !== 'cookies' || tenant.cookieConsent) && !hasCookie(cookies, NOTICE_COOKIES[notice]))
}

/** The attribute that marks a notice of index.html's first paint with its name. */
export const BOOT_NOTICE_ATTRIBUTE = 'data-boot-notice'

/** index.html's first paint with only these of its notices: the others' markup is left out. */
export function withBootNotices(html: string, shown: readonly FirstVisitNotice[]): string {
  return html.replace(new RegExp(`\\s*<section [^>]*\\b${BOOT_NOTICE_ATTRIBUTE}="([a-z]+)"[^>]*>[\\s\\S]*?</section>`, 'g'), (markup, notice: string) =>
    (shown as readonly string[]).includes(notice) ? markup : '',
  )
}
