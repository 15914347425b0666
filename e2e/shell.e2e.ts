import { showMapOnPhone } from './phone/phone-support'
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from './support/axe'
import { closePage, newPage, type Language } from './support/browser'
import { useBrowser } from './support/suite'
import { logInThroughForm, openApp, waitForAppPath, waitForHeading } from './support/page'
import { appPath, appUrl, DEMO_DRIVER } from './support/tenants'

/** The path of a URL, with the app root written one way (the router drops the base's trailing slash). */
const rootPath = (url: string) => new URL(url).pathname.replace(/\/frontofficev2$/, '/frontofficev2/')

const suite = useBrowser()

describe('app shell', () => {
  it('shows a guest on the public demo the search view', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo')
      // The search view's own heading belongs to the search feature; the shell guarantees the root renders it.
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForTimeout(300)
      assert.equal(rootPath(page.url()), appPath())
      await page.getByRole('banner').waitFor()
      await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).waitFor()
    } finally {
      await closePage(page)
    }
  })

  it('logs the demo driver in and lands on the root', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await waitForHeading(page, 'Connexion')
      await logInThroughForm(page, DEMO_DRIVER.email, DEMO_DRIVER.password)
      await waitForAppPath(page, '')
      // The footer offers logout only to an authenticated member.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Se déconnecter' }).waitFor()
      assert.equal(rootPath(page.url()), appPath())
    } finally {
      await closePage(page)
    }
  })

  it('keeps the driver logged in when the start-up guest token answers after the login', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      // The login screen shows while the visitor's guest token is on its way; here it arrives last.
      let memberLoaded: () => void = () => undefined
      const userAnswered = new Promise<void>((resolve) => (memberLoaded = resolve))
      await page.route('**/api/oauth2/token', async (route) => {
        const guest = (route.request().postDataJSON() as { grant_type?: string }).grant_type === 'client_credentials'
        const answer = await route.fetch()
        if (guest) await userAnswered
        await route.fulfill({ response: answer })
      })
      await page.route('**/api/user', async (route) => {
        const answer = await route.fetch()
        await route.fulfill({ response: answer })
        memberLoaded()
      })
      await openApp(page, 'demo', 'login')
      await waitForHeading(page, 'Connexion')
      await logInThroughForm(page, DEMO_DRIVER.email, DEMO_DRIVER.password)
      await waitForAppPath(page, '')
      await page.getByRole('contentinfo').getByRole('button', { name: 'Se déconnecter' }).waitFor()
      await page.unrouteAll({ behavior: 'wait' })
      // A reload restores the session from the stored token: the member's, not the late guest's.
      await openApp(page, 'demo', 'account/bookings')
      await waitForHeading(page, 'Mes réservations')
    } finally {
      await closePage(page)
    }
  })

  it('sends a complete member opened on signup with a redirect_uri of its own origin back to it with a one-time code', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, DEMO_DRIVER.email, DEMO_DRIVER.password)
      await waitForAppPath(page, '')
      const back = appUrl('demo', 'account/bookings')
      await openApp(page, 'demo', `signup?redirect_uri=${encodeURIComponent(back)}`)
      await page.waitForURL((url) => url.searchParams.has('code'))
      const landed = new URL(page.url())
      assert.equal(landed.pathname, new URL(back).pathname)
      assert.ok((landed.searchParams.get('code') ?? '').length > 20)
      assert.equal(landed.searchParams.has('access_token'), false)
    } finally {
      await closePage(page)
    }
  })

  it('sends a blocked driver from the root to the waiting page', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, 'blocked@demo.test', DEMO_DRIVER.password)
      await waitForAppPath(page, 'waiting')
      await waitForHeading(page, 'Compte bloqué')
    } finally {
      await closePage(page)
    }
  })

  it('opens the member menu with the keyboard, axe-clean, and logs out from it', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, DEMO_DRIVER.email, DEMO_DRIVER.password)
      await waitForAppPath(page, '')
      const menuButton = page.getByRole('banner').getByRole('button', { name: /open the account menu/i })
      await menuButton.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu')
      await menu.waitFor()
      for (const name of ['My bookings', 'Booking history', 'My account', 'FAQ', 'Privacy', 'Legal notice', 'Log out']) {
        await menu.getByRole('menuitem', { name }).waitFor()
      }
      // The whole page, not only the header and the menu: nothing the menu leaves behind it may be invalid.
      await expectNoAxeViolations(page, 'the member menu')
      await menu.getByRole('menuitem', { name: 'Log out' }).click()
      await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor()
      assert.equal(await page.getByRole('contentinfo').getByRole('button', { name: 'Log out' }).count(), 0)
    } finally {
      await closePage(page)
    }
  })

  it('opens the guest menu with the keyboard, axe-clean, and gives the focus back on Escape', async () => {
    const page = await newPage(suite.browser, { language: 'en' })
    try {
      await openApp(page, 'demo')
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'My account' })
      await menuButton.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu')
      await menu.getByRole('menuitem', { name: 'Log in' }).waitFor()
      await menu.getByRole('menuitem', { name: 'Sign up' }).waitFor()
      await expectNoAxeViolations(page, 'the guest menu')
      // Not modal any more, still the menu's keys: the arrows move within it, Tab does not leave it.
      await page.keyboard.press('ArrowDown')
      await page.waitForFunction(() => document.activeElement?.textContent === 'Sign up')
      await page.keyboard.press('Tab')
      await menu.getByRole('menuitem', { name: 'Sign up' }).waitFor()
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Sign up')
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'hidden' })
      await page.waitForFunction((el) => el === document.activeElement, await menuButton.elementHandle())
    } finally {
      await closePage(page)
    }
  })

  for (const [name, viewport] of [
    ['desktop, with the chat panel collapsed', { width: 1280, height: 800 }],
    ['390 x 844 phone', { width: 390, height: 844 }],
  ] as const) {
    it(`goes to the assistant's message box from the second skip link (${name})`, async () => {
      const page = await newPage(suite.browser, { language: 'fr', viewport })
      try {
        await page.context().addInitScript(() => localStorage.setItem('frontoffice.chat-collapsed', '1'))
        await openApp(page, 'demo')
        // From the top of the page, as after a load: the skip links are the first two tab stops.
        await page.getByRole('link', { name: "Aller à l'assistant" }).waitFor({ state: 'attached' })
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        await page.keyboard.press('Tab')
        await page.waitForFunction(() => document.activeElement?.textContent === 'Aller au contenu principal')
        await page.keyboard.press('Tab')
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Aller à l'assistant")
        await page.keyboard.press('Enter')
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Votre message')
        await page.keyboard.type('bonjour')
        await page.keyboard.press('Enter')
        await page
          .getByRole('log')
          .getByText(/Bonjour ! Je suis l'assistant/)
          .waitFor()
      } finally {
        await closePage(page)
      }
    })
  }

  it('keeps every footer control clear of the floating assistant button on a phone, scrolled to the end', async () => {
    const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 390, height: 844 } })
    try {
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, DEMO_DRIVER.email, DEMO_DRIVER.password)
      await waitForAppPath(page, '')
      for (const path of ['', 'account/bookings', 'account/help/faq']) {
        await openApp(page, 'demo', path)
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
        // The root opens on the chat on a phone; the floating button is on its map view.
        if (path === '') await showMapOnPhone(page)
        await page.getByRole('button', { name: 'Assistant', exact: true }).waitFor()
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const footer = page.getByRole('contentinfo')
        for (const control of [
          footer.getByRole('button', { name: 'Conditions générales' }),
          footer.getByRole('link', { name: 'Politique de confidentialité' }),
          footer.getByRole('button', { name: 'Se déconnecter' }),
        ]) {
          // What a tap on the middle of the control would hit: the control itself, not the button floating over it.
          const hit = await control.evaluate((el) => {
            const box = el.getBoundingClientRect()
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            return el.contains(top) ? 'itself' : (top?.textContent ?? 'nothing')
          })
          assert.equal(hit, 'itself', `on /${path}, ${await control.textContent()} is covered by "${hit}"`)
        }
      }
    } finally {
      await closePage(page)
    }
  })

  it('sends a guest of the private tenant to login', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'entreprise')
      await waitForAppPath(page, 'login')
      await waitForHeading(page, 'Connexion')
    } finally {
      await closePage(page)
    }
  })

  it('shows the inline error after a wrong password', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await openApp(page, 'demo', 'login')
      await logInThroughForm(page, DEMO_DRIVER.email, 'not-the-password')
      const alert = page.getByRole('alert').filter({ hasText: 'Accès refusé, vérifiez vos identifiants' })
      await alert.waitFor()
      assert.equal(new URL(page.url()).pathname, appPath('login'))
    } finally {
      await closePage(page)
    }
  })
})

const AXE_PAGES: ReadonlyArray<{ path: string; heading: Record<Language, string | RegExp> }> = [
  { path: 'auth', heading: { fr: /^Bienvenue sur/, en: /^Welcome to/ } },
  { path: 'login', heading: { fr: 'Connexion', en: 'Log in' } },
  { path: 'forgot-password', heading: { fr: 'Mot de passe oublié', en: 'Forgot password' } },
  { path: 'reset-password?reset_password_token=e2e-token', heading: { fr: 'Nouveau mot de passe', en: 'New password' } },
  { path: 'reset-password', heading: { fr: 'Nouveau mot de passe', en: 'New password' } },
]

for (const language of ['fr', 'en'] as const) {
  describe(`accessibility in ${language === 'fr' ? 'French' : 'English'}`, () => {
    for (const { path, heading } of AXE_PAGES) {
      it(`axe finds no violation on /${path}`, async () => {
        const page = await newPage(suite.browser, { language })
        try {
          await openApp(page, 'demo', path)
          await waitForHeading(page, heading[language])
          assert.equal(await page.locator('html').getAttribute('lang'), language)
          await expectNoAxeViolations(page, `/${path} (${language})`)
        } finally {
          await closePage(page)
        }
      })
    }
  })
}

// On a phone the chat is behind a floating button rather than in a panel, so the shell is another
// page for axe (the skip link to the assistant must still have a target).
describe('accessibility on a 390 x 844 phone', () => {
  for (const { path, heading } of [
    { path: 'search', heading: /./ },
    { path: 'login', heading: 'Connexion' },
    { path: 'auth', heading: /^Bienvenue sur/ },
  ]) {
    it(`axe finds no violation on /${path}`, async () => {
      const page = await newPage(suite.browser, { language: 'fr', viewport: { width: 390, height: 844 } })
      try {
        await openApp(page, 'demo', path)
        await waitForHeading(page, heading)
        await expectNoAxeViolations(page, `/${path} on a phone`)
      } finally {
        await closePage(page)
      }
    })
  }
})

describe('tenant flags on the login screen', () => {
  it('offers single sign-on on the private tenant and sends the visitor to its issuer', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      // The issuer is not reachable from the tests: answer its authorization URL locally.
      await page.route('https://sso.entreprise.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>issuer</title>' }))
      await openApp(page, 'entreprise', 'login')
      await waitForHeading(page, 'Connexion')
      assert.equal(await page.getByRole('link', { name: 'Inscrivez-vous' }).count(), 0, 'no signup link without auto-register')
      await expectNoAxeViolations(page, 'the private tenant login (fr)')
      await page.getByRole('button', { name: /authentification unique/i }).click()
      await page.waitForURL(/sso\.entreprise\.example/)
      const target = new URL(page.url())
      assert.equal(target.searchParams.get('client_id'), 'frontoffice-entreprise')
      assert.equal(target.searchParams.get('response_type'), 'id_token')
      assert.match(target.searchParams.get('redirect_uri') ?? '', /^http:\/\/entreprise\.localhost:\d+\/frontofficev2\/sso\/callback$/)
      assert.ok(target.searchParams.get('nonce'))
    } finally {
      await closePage(page)
    }
  })

  it('shows neither the language toggle nor signup on the tenant with most flags off', async () => {
    const page = await newPage(suite.browser)
    try {
      await openApp(page, 'simple', 'login')
      await waitForHeading(page, 'Connexion')
      assert.equal(await page.getByRole('banner').getByRole('button', { name: 'English' }).count(), 0)
      assert.equal(await page.getByRole('link', { name: 'Inscrivez-vous' }).count(), 0)
      assert.equal(await page.getByRole('button', { name: /authentification unique/i }).count(), 0)
      await expectNoAxeViolations(page, 'the simple tenant login')
    } finally {
      await closePage(page)
    }
  })
})
