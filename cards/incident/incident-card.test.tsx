import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { CardView } from '../card-view'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: true }

describe('incident card', () => {
  it("puts the operator's emergency line first, as a link that calls it, named in French with the number written nationally", async () => {
    await renderCard(<CardView kind="incident" props={{ kind: 'accident', phone: '+1 514 555 0199', services: '911' }} stale={latest} />)
    const card = screen.getByRole('article', { name: 'Accident' })
    const links = within(card).getAllByRole('link')
    expect(links[0]).toHaveAccessibleName("Appeler l'urgence de l'opérateur : (514) 555-0199")
    expect(links[0]).toHaveAttribute('href', 'tel:+15145550199')
    expect(links[1]).toHaveAccessibleName("Quelqu'un est blessé ou en danger : appeler les secours, 911")
    expect(links[1]).toHaveAttribute('href', 'tel:911')
    expect(within(card).getByRole('link', { name: "Contacter l'opérateur" })).toHaveAttribute('href', '/account/help/contact')
  })

  it('names the links in English (a foreign number with its code), and stays callable in an older message', async () => {
    await renderCard(<CardView kind="incident" props={{ kind: 'breakdown', phone: '+33 1 84 88 00 99', services: '112' }} stale={{ ...latest, isLatest: false }} />, {
      language: 'en',
    })
    const card = screen.getByRole('article', { name: 'Breakdown' })
    expect(within(card).getByRole('link', { name: "Call the operator's emergency line: +33 1 84 88 00 99" })).toHaveAttribute('href', 'tel:+33184880099')
    expect(within(card).getByRole('link', { name: 'Someone is hurt or in danger: call the emergency services, 112' })).toHaveAttribute('href', 'tel:112')
  })

  it('offers no call link for a number no phone could call, and says to write to the operator', async () => {
    await renderCard(<CardView kind="incident" props={{ kind: 'theft', phone: 'javascript:alert(1)', services: '911' }} stale={latest} />)
    const card = screen.getByRole('article', { name: 'Vol' })
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['tel:911', '/account/help/contact'])
    expect(card).toHaveTextContent("L'opérateur n'a pas donné de numéro d'urgence")
  })
})
