import { Suspense } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { TermsAcceptanceDialog } from './terms-acceptance-dialog'

const TERMS = { id: 3, content: encodeURIComponent('<h1>Conditions</h1><p>Article premier.</p>'), published_at: '2026-11-01T00:00:00Z' }

let api: ReturnType<typeof installFakeApi>
beforeEach(async () => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  await i18n.changeLanguage('fr')
  api = installFakeApi({
    'GET /terms_and_conditions_versions': () => json(200, { terms_and_conditions_versions: [TERMS] }),
    'POST /user/terms_and_conditions_versions/accept': () => json(200, { user: makeUser({ accepted_terms_version_id: 3 }) }),
  })
})
afterEach(() => api.uninstall())

/**
 * A member as GET /user shows them: `accepted` is the current version's id or null (never an older
 * one), `everAccepted` is tos_accepted (some version accepted, at signup or since).
 */
function renderFor(accepted: number | null, termsOn = true, everAccepted = false) {
  useTenantStore.getState().setTenant(makeTenant({ features: { ...makeTenant().features, terms_and_conditions: termsOn } }))
  signInMember(makeUser({ accepted_terms_version_id: accepted, tos_accepted: everAccepted }))
  return render(
    <Suspense fallback={null}>
      <TermsAcceptanceDialog />
    </Suspense>,
  )
}

describe('terms of service acceptance (spec section 2)', () => {
  it('asks a member who has not accepted the current version: the box must be ticked, then it is accepted', async () => {
    renderFor(null)
    const dialog = await screen.findByRole('dialog', { name: 'Conditions générales' })
    expect(dialog).toHaveTextContent('Article premier.')
    const accept = screen.getByRole('button', { name: 'Accepter' })
    expect(accept).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales" }))
    expect(accept).toBeEnabled()
    await userEvent.click(accept)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls('POST', '/user/terms_and_conditions_versions/accept')[0].body).toEqual({ terms_and_conditions: { version_id: 3 } })
    expect(useSessionStore.getState().user?.acceptedTermsVersionId).toBe(3)
  })

  it('tells a member who accepted an earlier version that the terms changed, and one who accepted none to read them', async () => {
    // An earlier version accepted: the server says null (not the current one) and tos_accepted true.
    const { unmount } = renderFor(null, true, true)
    expect(await screen.findByRole('dialog', { name: 'Nouvelles conditions générales' })).toHaveTextContent('Les conditions générales ont changé')
    unmount()
    renderFor(null)
    const first = await screen.findByRole('dialog', { name: 'Conditions générales' })
    expect(first).toHaveTextContent('Lisez les conditions générales et acceptez-les pour continuer.')
    expect(first).not.toHaveTextContent('ont changé')
  })

  it('does not ask a member who accepted it, nor on a tenant without terms', async () => {
    const { unmount } = renderFor(3)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    unmount()
    renderFor(null, false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be dismissed with Escape', async () => {
    renderFor(null)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
