import { describe, it } from 'node:test'
import { chatOf, skipFirstVisitNotices } from '../account/account-support'
import { expectNoAxeViolations } from '../support/axe'
import { closePage, newPage } from '../support/browser'
import { logIn, waitForAppPath } from '../support/page'
import { useBrowser } from '../support/suite'

// Sign-up continuity in the chat (the screen's prompt is in e2e/search/booking-click.e2e.ts).
// newcomer@demo.test stopped at the SMS step; nothing is booked.
const suite = useBrowser()

describe('a driver who has not finished signing up presses Book in the chat (English, 1280 x 800)', () => {
  it('is told what is left and gets the card that continues the signup; axe-clean', async () => {
    const page = await newPage(suite.browser, { language: 'en', viewport: { width: 1280, height: 800 } })
    try {
      await skipFirstVisitNotices(page)
      await logIn(page, 'newcomer@demo.test')
      const chat = chatOf(page)
      await chat.ready()
      await chat.say('I need a car tomorrow at 9am at Gare Centrale for 3 hours', /Gare Centrale/)
      const list = chat.log.getByRole('article', { name: 'Available vehicles' }).last().getByRole('list', { name: 'Available vehicles' })
      await list.getByRole('button').first().click()
      await chat.log
        .getByRole('button', { name: /^Book the / })
        .last()
        .click()
      await chat.log.getByText(/To book, first finish signing up: \d+ steps are left, starting with “phone number”\. Continue it here\.$/).waitFor()
      const card = chat.card('Finish my registration')
      await expectNoAxeViolations(page, 'the chat telling an unfinished registration what is left')
      await card.getByRole('link', { name: /Continue my registration/ }).click()
      await waitForAppPath(page, 'signup')
    } finally {
      await closePage(page)
    }
  })
})
