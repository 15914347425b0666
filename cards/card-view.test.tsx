import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { z } from 'zod'
import { CardView, cardNeedsInput } from './card-view'
import { registerCard } from './registry'
import { renderCard } from './testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }

describe('card view', () => {
  it('renders an unknown kind as a fallback that links to the classic screen', async () => {
    await renderCard(<CardView kind="no-such-card" props={{}} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Carte indisponible' })).toHaveTextContent("L'écran classique permet de continuer.")
    expect(screen.getByRole('link', { name: "Ouvrir l'écran classique" })).toHaveAttribute('href', '/')
  })

  it("keeps a card's crash inside that card", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')))
    registerCard({
      kind: 'test-crash',
      schema: z.object({}),
      component: () => {
        throw new Error('boom')
      },
      classicPath: () => '/account/bookings',
    })
    await renderCard(<CardView kind="test-crash" props={{}} stale={latest} />)
    expect(screen.getByRole('alert')).toHaveTextContent("Cette carte n'a pas pu s'afficher.")
    expect(screen.getByRole('link', { name: "Ouvrir l'écran classique" })).toHaveAttribute('href', '/account/bookings')
    vi.unstubAllGlobals()
  })

  it('tells which cards ask for input', async () => {
    await renderCard(<div />)
    expect(cardNeedsInput('login', { reason: null })).toBe(true)
    expect(cardNeedsInput('logout', {})).toBe(true)
    expect(cardNeedsInput('help', { topic: 'faq' })).toBe(false)
    expect(cardNeedsInput('no-such-card', {})).toBe(false)
  })
})
