import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { z } from 'zod'
import { CardView, cardNeedsInput } from './card-view'
import { expectCardsFrom, registerCard } from './registry'
import { renderCard } from './testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }

describe('card view', () => {
  it('renders an unknown kind as a fallback that links to the classic screen', async () => {
    await renderCard(<CardView kind="no-such-card" props={{}} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Carte indisponible' })).toHaveTextContent("L'écran classique permet de continuer.")
    expect(screen.getByRole('link', { name: "Ouvrir l'écran classique" })).toHaveAttribute('href', '/')
  })

  it('says plainly that a card whose stored props no longer fit has expired, with its classic screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    registerCard({ kind: 'test-changed', schema: z.object({ rentalId: z.number() }), component: () => <p>never</p>, classicPath: () => '/account/bookings' })
    await renderCard(<CardView kind="test-changed" props={{ rental_id: '9' }} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Carte expirée' })).toHaveTextContent("L'écran classique permet de continuer.")
    expect(screen.getByRole('link', { name: "Ouvrir l'écran classique" })).toHaveAttribute('href', '/account/bookings')
  })

  it("keeps a card's crash inside that card", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    )
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

  it('shows a card of a capability still loading as loading, then the card once registered', async () => {
    let arrive: () => void = () => undefined
    const capability = new Promise<void>((resolve) => (arrive = resolve))
    expectCardsFrom(capability)
    await renderCard(<CardView kind="test-late" props={{ name: 'Camille' }} stale={latest} />)
    expect(screen.queryByRole('article', { name: 'Carte indisponible' })).toBeNull()
    expect(screen.getByRole('status')).toBeInTheDocument()
    await act(async () => {
      registerCard({ kind: 'test-late', schema: z.object({ name: z.string() }), component: ({ props }) => <p>Bonjour {props.name}</p>, classicPath: () => '/' })
      arrive()
      await capability
    })
    expect(screen.getByText('Bonjour Camille')).toBeInTheDocument()
  })

  it('tells which cards ask for input', async () => {
    await renderCard(<div />)
    expect(cardNeedsInput('login', { reason: null })).toBe(true)
    expect(cardNeedsInput('logout', {})).toBe(true)
    expect(cardNeedsInput('help', { topic: 'faq' })).toBe(false)
    expect(cardNeedsInput('no-such-card', {})).toBe(false)
  })
})
