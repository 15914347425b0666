import { describe, it } from 'node:test'
import { closePage, newPage } from '../support/browser'
import { useBrowser } from '../support/suite'
import { say } from './chat-keyboard'
import { logInWithToken } from '../support/token-login'

const suite = useBrowser()

describe('a chat search that starts in the past', () => {
  it('"une voiture hier à 9h à la Gare Centrale" is refused, then "now" searches at the same station', async () => {
    const page = await newPage(suite.browser, { language: 'fr' })
    try {
      await logInWithToken(page, 'driver@demo.test')
      const log = page.getByRole('log', { name: "Conversation avec l'assistant" })
      const composer = page.getByRole('textbox', { name: 'Votre message' })
      await composer.waitFor()
      await say(page, composer, 'une voiture hier à 9h à la Gare Centrale')

      // "Now" rounds up to the next quarter hour: tomorrow when the test runs in the day's last minutes.
      // No "jusqu'à quand ?" about yesterday: the start is refused and another one asked.
      await log.getByText(/Les dates de location ne peuvent pas être dans le passé : .* c’est déjà passé\. Quand voulez-vous partir \? Au plus tôt (aujourd'hui|demain)/).waitFor()
      await page.getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: 'Maintenant' }).click()
      await log.getByText(/Départ (aujourd'hui|demain), .* Jusqu'à quand \?/).waitFor()

      await say(page, composer, 'pour 2 heures')
      // From 21 h 45 the two hours end tomorrow: "d'aujourd'hui, … à 22 h à demain, … à 0 h".
      await log.getByText(/Je cherche un véhicule à la station Gare Centrale, (d'aujourd'hui|de demain|aujourd'hui|demain)/).waitFor()
      await log.getByRole('article', { name: 'Véhicules disponibles' }).last().waitFor()
    } finally {
      await closePage(page)
    }
  })
})
