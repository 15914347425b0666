import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { closePage, newPage, type Language } from '../support/browser'
import { useBrowser } from '../support/suite'
import { appUrl } from '../support/tenants'
import { chat } from '../chat/chat-page'

// The first paint's message box (index.html) is usable before the app's JavaScript has
// arrived. What is typed there, and an Enter pressed there, belong to the app's composer once it
// mounts: no keystroke lost in the hand-over, the sentence sent exactly once.
const suite = useBrowser()

const WORDS: Record<Language, { message: string; sentence: string; results: string }> = {
  fr: { message: 'Votre message', sentence: 'voiture demain 9h à la Gare Centrale pour 3h', results: 'Véhicules disponibles' },
  en: { message: 'Your message', sentence: 'car tomorrow 9am at Gare Centrale for 3h', results: 'Available vehicles' },
}

/**
 * A phone whose app script (the entry) and chat panel wait until released: the first paint alone
 * is up. (With the app started, a first paint nobody has typed in goes as soon as the app's
 * screen is there; one in use stays until the chat panel takes it over.)
 */
async function phoneWithAppHeld(language: Language): Promise<{ page: Page; releaseApp: () => void; releaseChat: () => void }> {
  const page = await newPage(suite.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, language })
  const hold = async (chunk: RegExp) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(chunk, async (route) => {
      await held
      await route.continue()
    })
    return () => release()
  }
  const releaseApp = await hold(/\/assets\/index-[^/]*\.js$/)
  const releaseChat = await hold(/\/assets\/chat-panel-[^/]*\.js$/)
  await page.goto(appUrl('demo'), { waitUntil: 'commit' })
  await page.locator('#boot-message[data-boot-ready]').waitFor()
  return { page, releaseApp, releaseChat }
}

const focusedValue = (page: Page) => page.evaluate(() => (document.activeElement instanceof HTMLTextAreaElement ? document.activeElement.value : null))

describe('the first paint’s message box, before the app', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`sends a sentence entered there once the app is up, exactly once (${language})`, async () => {
      const words = WORDS[language]
      const { page, releaseApp, releaseChat } = await phoneWithAppHeld(language)
      const release = () => (releaseApp(), releaseChat())
      try {
        const box = page.getByRole('textbox', { name: words.message })
        await box.click()
        await page.keyboard.type(words.sentence)
        await page.keyboard.press('Enter')
        assert.equal(await box.inputValue(), words.sentence, 'Enter does not break the line')
        assert.equal(await page.locator('#root').innerHTML(), '', 'the app has not started')

        release()
        const log = chat(page).log
        await log.getByRole('list', { name: words.results }).waitFor()
        assert.deepEqual(await chat(page).userMessages(), [words.sentence], 'sent once')
        assert.equal(await page.locator('#boot').count(), 0)
        assert.equal(await chat(page).box().inputValue(), '', 'the box is empty once sent')
      } finally {
        release()
        await closePage(page)
      }
    })
  }

  it('keeps every keystroke typed while the app takes the box over, and the caret', async () => {
    // The app is released before the typing goes on, the chat panel during it: the hand-over
    // happens in the middle of the typing.
    const { page, releaseApp, releaseChat } = await phoneWithAppHeld('fr')
    const release = () => (releaseApp(), releaseChat())
    try {
      const box = page.getByRole('textbox', { name: WORDS.fr.message })
      await box.click()
      await page.keyboard.type('voiture demain 9h')
      releaseApp()
      await page.locator('#root [data-chat-pending]').waitFor()
      const typing = page.keyboard.type(' à la Gare Centrale pour 3h', { delay: 40 })
      await page.waitForTimeout(200)
      assert.equal(await page.locator('#boot').count(), 1, 'the first paint is up while the typing goes on')
      releaseChat()
      await typing
      await page.locator('#boot').waitFor({ state: 'detached' })
      assert.equal(await focusedValue(page), WORDS.fr.sentence, 'every letter is in the app’s box, which has the focus')
      const caret = await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).selectionStart)
      assert.equal(caret, WORDS.fr.sentence.length, 'the caret is where the typing left it')

      await page.keyboard.press('Enter')
      await chat(page).log.getByRole('list', { name: WORDS.fr.results }).waitFor()
      assert.deepEqual(await chat(page).userMessages(), [WORDS.fr.sentence])
    } finally {
      release()
      await closePage(page)
    }
  })

  it('breaks the line with Shift+Enter and sends nothing empty', async () => {
    const { page, releaseApp, releaseChat } = await phoneWithAppHeld('fr')
    const release = () => (releaseApp(), releaseChat())
    try {
      const box = page.getByRole('textbox', { name: WORDS.fr.message })
      const send = page.locator('#boot').getByRole('button', { name: 'Envoyer' })
      await box.click()
      await page.keyboard.press('Enter')
      assert.equal(await box.getAttribute('data-boot-sent'), null, 'an empty box sends nothing')
      assert.ok(await send.isDisabled(), 'nothing to send')
      await page.keyboard.type('voiture')
      await page.keyboard.press('Shift+Enter')
      await page.keyboard.type('demain')
      assert.equal(await box.inputValue(), 'voiture\ndemain')
      assert.ok(await send.isEnabled(), 'the send button follows the text')
      release()
      await page.locator('#boot').waitFor({ state: 'detached' })
      assert.equal(await focusedValue(page), 'voiture\ndemain')
      assert.deepEqual(await chat(page).userMessages(), [], 'nothing was sent')
    } finally {
      release()
      await closePage(page)
    }
  })
})
