import type { Page } from 'playwright-core'

/** One thing a screen reader would say by itself: the text a live region gained, and how urgently. */
export interface Announcement {
  text: string
  politeness: 'polite' | 'assertive'
}

declare global {
  interface Window {
    __announcements?: Announcement[]
  }
}

/**
 * Records what the page's live regions announce, the way Chromium computes it: a node added to (or
 * text changed in) an element whose nearest `aria-live` (or implicit one: log and status polite,
 * alert assertive) is not "off"; a region with aria-atomic says its whole text; aria-hidden parts
 * say nothing. Installed before the page's scripts, for every page of the context.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  // A script in words, not a function: the test's compiler would add helpers the page does not have.
  await page.addInitScript(String.raw`
    const said = []
    window.__announcements = said
    const implicit = { log: 'polite', status: 'polite', alert: 'assertive' }

    function liveRoot(start) {
      for (let el = start instanceof Element ? start : (start?.parentElement ?? null); el; el = el.parentElement) {
        const live = el.getAttribute('aria-live')
        if (live) return { region: el, politeness: live }
        const role = el.getAttribute('role')
        if (role && implicit[role]) return { region: el, politeness: implicit[role] }
      }
      return null
    }
    function hidden(node) {
      for (let el = node instanceof Element ? node : node.parentElement; el; el = el.parentElement) if (el.getAttribute('aria-hidden') === 'true') return true
      return false
    }
    function spoken(node) {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return ''
      // A nested region that is off keeps its content to itself.
      if (node.getAttribute('aria-live') === 'off') return ''
      return [...node.childNodes].map(spoken).join(node instanceof HTMLElement && getComputedStyle(node).display !== 'inline' ? ' ' : '')
    }
    function record(target, node) {
      if (hidden(target)) return
      const root = liveRoot(node instanceof Element && node.hasAttribute('aria-live') ? node : target)
      if (!root || root.politeness === 'off') return
      const text = (root.region.getAttribute('aria-atomic') === 'true' ? spoken(root.region) : spoken(node)).replace(/\s+/g, ' ').trim()
      if (text) said.push({ text, politeness: root.politeness === 'assertive' ? 'assertive' : 'polite' })
    }
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') record(m.target, m.target)
        else for (const node of m.addedNodes) record(m.target, node)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
`)
}

/** What has been announced since the recorder started (or since the last `takeAnnouncements`). */
export async function takeAnnouncements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => (window.__announcements ?? []).splice(0))
}
