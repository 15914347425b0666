import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { CardView } from '../card-view'
import { fakeApi } from '../testing/fake-api'
import { renderCard } from '../testing/render-card'

const latest = { isLatest: true, state: {}, authenticated: false }

beforeEach(() => useSessionStore.getState().setAnonymous())
afterEach(() => vi.unstubAllGlobals())

describe('language card', () => {
  it('says the current language and switches back, naming the other language in that language', async () => {
    fakeApi({})
    await renderCard(<CardView kind="language" props={{ lang: 'en', available: true }} stale={latest} />, { language: 'en' })
    const card = screen.getByRole('article', { name: 'Language' })
    expect(card).toHaveTextContent('The conversation and the interface are in English.')
    const back = screen.getByRole('button', { name: 'Passer en français' })
    expect(back).toHaveAttribute('lang', 'fr')
    await userEvent.click(back)
    await waitFor(() => expect(i18n.language).toBe('fr'))
    expect(localStorage.getItem('frontoffice.language')).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(screen.getByRole('article', { name: 'Langue' })).toHaveTextContent("La conversation et l'interface sont en français.")
  })

  it('says when the tenant offers a single language, with no switch', async () => {
    await renderCard(<CardView kind="language" props={{ lang: 'fr', available: false }} stale={latest} />)
    expect(screen.getByRole('article', { name: 'Langue' })).toHaveTextContent("Cette plateforme n'est proposée qu'en français.")
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('in an older message, is a summary', async () => {
    await renderCard(<CardView kind="language" props={{ lang: 'en', available: true }} stale={{ ...latest, isLatest: false }} />)
    expect(screen.getByRole('article', { name: 'Langue' })).toHaveTextContent('Langue : anglais')
  })
})
