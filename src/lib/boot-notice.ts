import { useLayoutEffect, type RefObject } from 'react'
import { BOOT_NOTICE_ATTRIBUTE, type FirstVisitNotice } from '@contracts/first-visit'

/**
 * index.html's first paint draws the notices of a first visit before any JavaScript, in the same
 * place and to the pixel as the app's (server/static/index-html.ts). When the app's notice mounts,
 * the painted one stays in view until the first paint goes (src/app/boot-shell.ts), but leaves the
 * accessibility tree and the tab order at once: one notice of each, never announced twice. A focus
 * already on one of its controls moves to the same control of the app's notice.
 */
export function useTakeOverBootNotice(notice: FirstVisitNotice, own: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const painted = document.querySelector<HTMLElement>(`#boot [${BOOT_NOTICE_ATTRIBUTE}="${notice}"]`)
    if (!painted || painted.inert) return
    const focused = document.activeElement instanceof HTMLElement && painted.contains(document.activeElement) ? document.activeElement : null
    painted.inert = true
    painted.setAttribute('aria-hidden', 'true')
    if (focused) own.current?.querySelector<HTMLElement>(focused.tagName === 'A' ? 'a' : 'button')?.focus()
  }, [notice, own])
}
