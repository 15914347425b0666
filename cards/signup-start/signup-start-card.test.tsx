import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { useSessionStore } from '@/core/session'
import { toClientUser } from '@/core/session'
import { REGISTRATION_STEP_SETTINGS } from '@contracts/tenant'
import { CardView } from '../card-view'
import { userFixture } from '../testing/fixtures'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }

beforeEach(() => useSessionStore.getState().setAnonymous())

describe('signup-start card', () => {
  it("lists the tenant's enabled steps for a guest and opens the signup screen", async () => {
    const steps = Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, s === 'phone_number' || s === 'credit_card']))
    await renderCard(<CardView kind="signup-start" props={{ mode: 'start' }} stale={latest} />, {
      tenant: { registration_steps: steps as never },
    })
    const card = screen.getByRole('article', { name: 'Inscription' })
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Création du compte', 'Téléphone', 'Carte bancaire'])
    expect(within(card).getByRole('link', { name: "Commencer l'inscription" })).toHaveAttribute('href', '/signup')
  })

  it("resumes a member at the server's step", async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture({ workflow_next_step: 'driver_on_sms_form', validated: false })))
    await renderCard(<CardView kind="signup-start" props={{ mode: 'resume' }} stale={{ ...latest, authenticated: true }} />, { language: 'en' })
    const card = screen.getByRole('article', { name: 'Your registration' })
    expect(card).toHaveTextContent('Current step: Phone number')
    expect(card).toHaveTextContent('Step 3 of 9')
    expect(within(card).getByRole('link', { name: 'Resume my registration' })).toHaveAttribute('href', '/signup')
  })

  it('says a complete file waits up to 72 hours', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture({ workflow_next_step: 'driver_waiting_for_validation', validated: false })))
    await renderCard(<CardView kind="signup-start" props={{ mode: 'resume' }} stale={{ ...latest, authenticated: true }} />)
    expect(screen.getByRole('article', { name: 'Votre inscription' })).toHaveTextContent("comptez jusqu'à 72 heures")
    expect(screen.queryByRole('link', { name: "Reprendre l'inscription" })).not.toBeInTheDocument()
  })

  it('in an older message, is a summary', async () => {
    await renderCard(<CardView kind="signup-start" props={{ mode: 'start' }} stale={{ ...latest, isLatest: false }} />)
    expect(screen.getByRole('article', { name: 'Inscription' })).toHaveTextContent('Inscription : Création du compte')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
