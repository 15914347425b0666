import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardView } from '../card-view'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }

describe('examples card', () => {
  it('sends the chosen example as if typed', async () => {
    const { host } = await renderCard(<CardView kind="examples" props={{ examples: ['Me connecter', 'Créer un compte'] }} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Exemples de demandes' })).toBeInTheDocument()
    screen.getByRole('button', { name: 'Envoyer : Créer un compte' }).focus()
    await userEvent.keyboard(' ')
    expect(host.send).toHaveBeenCalledWith('Créer un compte')
  })

  it('refuses props that do not match its schema, and shows the fallback instead', async () => {
    await renderCard(<CardView kind="examples" props={{ examples: [] }} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Carte expirée' })).toBeInTheDocument()
  })
})
