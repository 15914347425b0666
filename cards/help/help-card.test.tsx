// @vitest-environment jsdom
// The FAQ's HTML goes through DOMPurify, which leaves markup unsafe on happy-dom: jsdom for this file.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardView } from '../card-view'
import { fakeApi, json } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }
const faq = {
  custom_contents: [{ id: 1, type: 'faq', title: 'Comment réserver ?', content: '<p>Choisissez une station.</p><script>window.hacked = true</script>' }],
}

afterEach(() => vi.unstubAllGlobals())

describe('help card', () => {
  it("shows the tenant's FAQ in the user's language, loading first, without unsafe markup", async () => {
    const { calls } = fakeApi({ 'GET /custom_contents': faq })
    await renderCard(<CardView kind="help" props={{ topic: 'faq' }} stale={latest} />)
    // The card's view loads with its first answer (lazy), then its content: "Chargement…" first either way.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…')
    const card = await screen.findByRole('article', { name: 'Questions fréquentes' })
    expect(await within(card).findByRole('heading', { name: 'Comment réserver ?' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Choisissez une station.')
    expect(card.querySelector('script')).toBeNull()
    expect(within(card).getByRole('region', { name: "Contenu de l'aide : Questions fréquentes" })).toHaveAttribute('tabindex', '0')
    expect(within(card).getByRole('link', { name: 'Lire en pleine page' })).toHaveAttribute('href', '/account/help/faq')
    expect(calls).toEqual([{ method: 'GET', path: '/custom_contents?type=faq', body: undefined }])
  })

  it('shows the current terms, decoded, and switches topic with the keyboard', async () => {
    fakeApi({
      'GET /custom_contents': { custom_contents: [{ id: 2, type: 'contact', title: 'Contact', content: '<p>514 555-0100</p>' }] },
      'GET /terms_and_conditions_versions': {
        terms_and_conditions_versions: [{ id: 3, content: encodeURIComponent('<h1>Conditions</h1><p>Article 1 : le conducteur…</p>'), published_at: '2026-01-01T00:00:00Z' }],
      },
    })
    const { host } = await renderCard(<CardView kind="help" props={{ topic: 'contact' }} stale={latest} />, { language: 'en' })
    expect(await screen.findByText('514 555-0100')).toBeInTheDocument()
    const topics = screen.getByRole('group', { name: 'Help topics' })
    expect(within(topics).getByRole('button', { name: 'Contact us' })).toHaveAttribute('aria-pressed', 'true')
    within(topics).getByRole('button', { name: 'Terms and conditions' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(host.setState).toHaveBeenCalledWith({ topic: 'terms' })
    expect(await screen.findByText('Article 1 : le conducteur…')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Terms and conditions' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read in full page' })).toHaveAttribute('href', '/account/help/cgu')
  })

  it("says when the content cannot be loaded, with the spec's message, and retries", async () => {
    let fail = true
    fakeApi({
      'GET /custom_contents': () => (fail ? json({ errors: [] }, 500) : json({ custom_contents: [{ id: 4, type: 'privacy', title: '', content: '<p>24 mois</p>' }] })),
    })
    await renderCard(<CardView kind="help" props={{ topic: 'privacy' }} stale={latest} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("Ce contenu n'a pas pu être chargé. Une erreur est survenue, veuillez recharger la page.")
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('24 mois')).toBeInTheDocument()
  })

  it('says when nothing is published yet', async () => {
    fakeApi({ 'GET /custom_contents': { custom_contents: [] } })
    await renderCard(<CardView kind="help" props={{ topic: 'faq' }} stale={latest} />)
    expect(await screen.findByText("Aucun contenu n'est encore publié sur ce sujet.")).toBeInTheDocument()
  })

  it('without a topic offers the five topics and loads nothing', async () => {
    const { calls } = fakeApi({})
    await renderCard(<CardView kind="help" props={{ topic: null }} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Aide' })).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: "Sujets d'aide" })).getAllByRole('button')).toHaveLength(5)
    expect(calls).toHaveLength(0)
  })

  it('shows the four-step account deletion guide, reached from the topics by keyboard, in French and English', async () => {
    const { calls } = fakeApi({})
    const { host } = await renderCard(<CardView kind="help" props={{ topic: null }} stale={latest} />)
    within(screen.getByRole('group', { name: "Sujets d'aide" }))
      .getByRole('button', { name: 'Supprimer son compte' })
      .focus()
    await userEvent.keyboard('{Enter}')
    expect(host.setState).toHaveBeenCalledWith({ topic: 'delete-account' })
    const card = screen.getByRole('article', { name: 'Supprimer son compte' })
    const steps = await within(card).findAllByRole('listitem')
    expect(steps).toHaveLength(4)
    expect(steps[0]).toHaveTextContent('Terminez ou annulez vos locations.')
    expect(within(card).getByRole('link', { name: 'Lire en pleine page' })).toHaveAttribute('href', '/account/help/delete-account')
    expect(calls).toHaveLength(0)
  })

  it('opens on the deletion guide in English when asked for it', async () => {
    fakeApi({})
    await renderCard(<CardView kind="help" props={{ topic: 'delete-account' }} stale={latest} />, { language: 'en' })
    const card = screen.getByRole('article', { name: 'Deleting your account' })
    expect(await within(card).findAllByRole('listitem')).toHaveLength(4)
  })

  it('in an older message, becomes a summary with its link', async () => {
    const { calls } = fakeApi({})
    await renderCard(<CardView kind="help" props={{ topic: 'faq' }} stale={{ ...latest, isLatest: false }} />)
    expect(screen.getByRole('article', { name: 'Aide consultée : Questions fréquentes' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})
