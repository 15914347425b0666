import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { RouteFocus } from './route-focus'

function Layout() {
  return (
    <>
      <header>
        <div role="menu" aria-label="Compte" tabIndex={-1} />
      </header>
      <main id="main" tabIndex={-1}>
        <h2>Bienvenue</h2>
        <Outlet />
      </main>
      <RouteFocus />
    </>
  )
}

/** A screen that shows a spinner until its data is there, then its heading. */
function LoadingScreen() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return loaded ? <h1>Votre réservation</h1> : <p role="status">Chargement…</p>
}

function open() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Rechercher un véhicule</h1> },
          { path: '/account/bookings', element: <h1>Mes réservations</h1> },
          { path: '/account/bookings/1', element: <LoadingScreen /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** The visitor's first key press: from then on a navigation is theirs. */
function pressAKey() {
  fireEvent.keyDown(document.body, { key: 'Tab' })
}

beforeAll(() => {
  window.scrollTo = () => {}
})

describe('the focus after a navigation', () => {
  it("lands on the new screen's h1, so its name is what a screen reader says, not the notice above it", async () => {
    const router = open()
    pressAKey()
    await act(() => router.navigate('/account/bookings'))
    expect(screen.getByRole('heading', { level: 1, name: 'Mes réservations' })).toHaveFocus()
  })

  it('leaves the focus at the start of the document after a redirect while the page loads, before any key or click', async () => {
    const router = open()
    await act(() => router.navigate('/account/bookings', { replace: true }))
    expect(document.body).toHaveFocus()
    pressAKey()
    await act(() => router.navigate('/'))
    expect(screen.getByRole('heading', { level: 1, name: 'Rechercher un véhicule' })).toHaveFocus()
  })

  it('waits on main while the screen loads, then moves to the h1 it shows', async () => {
    const router = open()
    pressAKey()
    await act(() => router.navigate('/account/bookings/1'))
    expect(screen.getByRole('main')).toHaveFocus()
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre réservation' })).toHaveFocus()
  })

  it('leaves the focus where the driver put it while the screen was loading', async () => {
    const router = open()
    pressAKey()
    await act(() => router.navigate('/account/bookings/1'))
    const notice = screen.getByRole('heading', { level: 2 })
    notice.tabIndex = -1
    notice.focus()
    await screen.findByRole('heading', { level: 1, name: 'Votre réservation' })
    expect(notice).toHaveFocus()
  })

  it('leaves the focus in the account menu the driver opened before the new screen painted', async () => {
    const router = open()
    pressAKey()
    // The navigation's effect can come late (a lazy screen's chunk): the menu is open and focused by then.
    const menu = screen.getByRole('menu')
    menu.focus()
    await act(() => router.navigate('/account/bookings/1'))
    await screen.findByRole('heading', { level: 1, name: 'Votre réservation' })
    expect(menu).toHaveFocus()
  })
})
