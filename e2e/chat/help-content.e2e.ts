import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { openApp } from '../support/page'
import { chat, focusMessageBox } from './chat-page'

const suite = useBrowser()

/**
 * Dialogues rule 16 in the live chat against the real server: a guest's question is answered from
 * the demo tenant's FAQ (GET /custom_contents), in the question's language, with no login wall; an
 * English answer on the French page comes with its cards in English (rule 17).
 */
describe('chat: questions from the help content, for a guest', () => {
  it('answers "can I bring my dog?" and "peut-on fumer dans la voiture ?" from the FAQ, without asking to log in', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    const c = chat(page)
    try {
      await openApp(page, 'demo')
      await c.ready()
      await focusMessageBox(page)
      await c.say('can I bring my dog?', /dogs, cats and other pets travel in a carrier/)
      // The help card of the English answer speaks English on the French page, marked as such.
      const faq = c.card('FAQ').last()
      await faq.getByText('Are pets allowed?').waitFor()
      assert.equal(await faq.evaluate((el) => el.closest('[lang]')?.getAttribute('lang')), 'en')
      await c.say('peut-on fumer dans la voiture ?', /il est interdit de fumer ou de vapoter/)
      assert.equal(await c.log.getByRole('article', { name: 'Connexion' }).count(), 0, 'no login wall for a question')
      await expectNoAxeViolations(page, 'answers from the FAQ')
    } finally {
      await closePage(page)
    }
  })
})
