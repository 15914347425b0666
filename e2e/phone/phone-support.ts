import type { Page } from 'playwright-core'
import type { ContextOptions } from '../support/browser'

/** The narrowest phone the product supports (an iPhone SE, first generation), touch and all. */
export const SMALL_PHONE: ContextOptions = { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true }

/**
 * How wide the page is against the 320 px screen. On a mobile viewport Chromium widens the layout
 * viewport to fit content that overflows (innerWidth grows), so both numbers are read: either above
 * 320 means the visitor has to scroll or zoom sideways.
 */
export function pageWidth(page: Page): Promise<{ innerWidth: number; scrollWidth: number }> {
  return page.evaluate(() => ({ innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth }))
}

/**
 * Whether the focused element can be seen: some of its centre and two inner corners are not under
 * another element (the sticky header, the floating chat button). WCAG 2.4.11 asks that focus is
 * never entirely hidden. Gives a description of the element when it is.
 */
export function hiddenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    const box = el.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ]
    const seen = points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y)
      return top !== null && (top === el || el.contains(top))
    })
    if (seen) return null
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName
    return `${el.tagName.toLowerCase()} "${name}" at y=${Math.round(box.top)}`
  })
}

/**
 * On a phone the root opens on the assistant: its "map" button shows the search view, the
 * map and the search form, with the floating button that opens the chat full screen.
 */
export async function showMapOnPhone(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Voir la carte|Show the map)$/ }).click()
  await page.getByRole('button', { name: 'Assistant', exact: true }).waitFor()
}
