import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardView } from '../card-view'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: true }

describe('classic-screen card', () => {
  it('says what was understood and opens the classic screen (closing the phone chat)', async () => {
    const { host } = await renderCard(
      <CardView
        kind="classic-screen"
        props={{ intent: 'cancel_booking', path: '/account/bookings', details: [{ label: 'Date', value: 'vendredi 27 novembre' }] }}
        stale={latest}
      />,
    )
    const card = screen.getByRole('article', { name: 'Annuler une réservation' })
    expect(within(card).getByRole('term')).toHaveTextContent('Date')
    expect(within(card).getByRole('definition')).toHaveTextContent('vendredi 27 novembre')
    const link = within(card).getByRole('link', { name: 'Voir mes réservations' })
    expect(link).toHaveAttribute('href', '/account/bookings')
    await userEvent.click(link)
    expect(host.onNavigate).toHaveBeenCalled()
  })

  it('says a page is for members', async () => {
    await renderCard(<CardView kind="classic-screen" props={{ intent: 'list_bookings', path: '/account/bookings', reason: 'member-only' }} stale={latest} />, {
      language: 'en',
    })
    expect(screen.getByRole('article', { name: 'My bookings' })).toHaveTextContent('This page is for logged-in members.')
  })

  it('has a generic title for an intent it does not know', async () => {
    await renderCard(<CardView kind="classic-screen" props={{ intent: 'something_new', path: '/' }} stale={latest} />)
    expect(screen.getByRole('link', { name: "Ouvrir l'écran classique" })).toHaveAttribute('href', '/')
  })
})
