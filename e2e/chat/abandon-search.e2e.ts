import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { chat, focusMessageBox } from './chat-page'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()

describe('giving up on a search in the chat', () => {
  it('"laisse tomber" after "Jusqu\'à quand ?" drops the search and its chips, and opens no cancel card', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    const c = chat(page)
    try {
      await logInWithToken(page, 'driver@demo.test')
      await c.ready()
      await focusMessageBox(page)
      await c.say('une voiture demain à 9h à la Gare Centrale', /Jusqu'à quand \?/)
      const searchBar = page.getByRole('region', { name: 'Votre recherche' })
      await searchBar.waitFor()

      await c.say('laisse tomber', "D'accord, j'abandonne cette recherche. Que souhaitez-vous faire ?")
      await searchBar.waitFor({ state: 'detached' })
      assert.equal(await c.card('Annuler une réservation').count(), 0, 'no cancel card of a booking')
      // Its next steps are offered as chips, under the conversation.
      await page.getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: 'Mes réservations' }).waitFor()

      // Naming a booking still opens its cancel card.
      await c.say('une voiture demain à 9h à la Gare Centrale', /Jusqu'à quand \?/)
      await c.say('annule ma prochaine réservation', /rien n'est annulé avant votre confirmation/)
      await c.card('Annuler une réservation').last().waitFor()
    } finally {
      await closePage(page)
    }
  })
})
