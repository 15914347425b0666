import { describe, expect, it } from 'vitest'
import { noticesToShow, withBootNotices } from './first-visit'

describe('the notices of a first visit', () => {
  it.each([
    ['a first visit', '', true, ['welcome', 'cookies']],
    ['a tenant without cookie consent', '', false, ['welcome']],
    ['a welcome answered', 'a=1; frontoffice_welcome_seen=1', true, ['cookies']],
    ['cookies accepted', 'frontoffice_cookie_consent=accepted', true, ['welcome']],
    ['both answered', 'frontoffice_cookie_consent=accepted;frontoffice_welcome_seen=1', true, []],
    ['a cookie whose name only starts alike', 'frontoffice_welcome_seen_x=1', true, ['welcome', 'cookies']],
  ] as const)('%s', (_case, cookies, cookieConsent, shown) => {
    expect(noticesToShow(cookies, { cookieConsent })).toEqual(shown)
  })

  it("keeps only the shown notices' markup of the first paint", () => {
    const html = `<div>
      <section class="boot-notice" data-boot-notice="welcome"><div><h2>Bienvenue</h2><button>Go</button></div></section>
      <section class="boot-notice" data-boot-notice="cookies"><div><h2>Cookies</h2></div></section>
      <p>Chargement</p></div>`
    expect(withBootNotices(html, ['cookies'])).not.toContain('Bienvenue')
    expect(withBootNotices(html, ['cookies'])).toContain('<h2>Cookies</h2>')
    expect(withBootNotices(html, [])).toBe('<div>\n      <p>Chargement</p></div>')
    expect(withBootNotices(html, ['welcome', 'cookies'])).toBe(html)
  })
})
