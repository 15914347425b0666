import { Suspense } from 'react'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { UserDocument } from '@contracts/documents'
import { i18n } from '@/i18n'
import { queryClient } from '@/core/query/query-client'
import { useTenantStore } from '@/core/tenant'
import { resetRegistration } from '..'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import DocumentsScreen from './documents-screen'

let api: ReturnType<typeof installFakeApi>

const doc = (id: number, kind: UserDocument['document_type'], extra: Partial<UserDocument>): UserDocument => ({
  id,
  document_type: kind,
  additional_document_id: null,
  content_type: 'image/png',
  size: 100,
  url: `/api/user/documents/${id}/file`,
  created_at: '2026-01-01T00:00:00.000Z',
  status: 'validated',
  refusal_reason: null,
  expires_on: null,
  ...extra,
})

// A licence that expires in 10 days (so "expires soon"), its back side under review, a refused identity front, no identity back.
const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
const documents = [
  doc(1, 'licence_front', { expires_on: soon }),
  doc(2, 'licence_back', { status: 'pending', expires_on: '2030-04-12' }),
  doc(3, 'identity_front', { status: 'refused', refusal_reason: 'Photo floue' }),
]

async function renderScreen(lang: 'fr' | 'en') {
  await i18n.changeLanguage(lang)
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <DocumentsScreen />
      </Suspense>
    </MemoryRouter>,
  )
  return screen.findAllByRole('group', {}, { timeout: 5000 })
}

beforeEach(() => {
  queryClient.clear()
  resetRegistration()
  api = installFakeApi({ 'GET /user/documents': () => json(200, { documents }) })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser())
})
afterEach(() => api.uninstall())

describe('account/documents', () => {
  it('lists each document with its state, the licence expiry and a refusal reason, each replaceable (French)', async () => {
    const groups = await renderScreen('fr')
    expect(groups).toHaveLength(4)
    const item = (n: number) => within(groups[n].closest('li')!)
    expect(item(0).getByText('Expire bientôt')).toBeInTheDocument()
    expect(item(0).getByText(/^Expire le /)).toBeInTheDocument()
    expect(item(0).getByRole('button', { name: /^Remplacer/ })).toBeInTheDocument()
    expect(item(1).getByText('En cours de vérification')).toBeInTheDocument()
    expect(item(1).getByText('Expire le 12 avril 2030')).toBeInTheDocument()
    expect(item(2).getByText('Refusé')).toBeInTheDocument()
    expect(item(2).getByText('Motif du refus : Photo floue')).toBeInTheDocument()
    expect(item(3).getByText('Aucun document envoyé.')).toBeInTheDocument()
    expect(item(3).getByRole('button', { name: /^Choisir/ })).toBeInTheDocument()
  })

  it('says the same in English', async () => {
    const groups = await renderScreen('en')
    const item = (n: number) => within(groups[n].closest('li')!)
    expect(screen.getByRole('heading', { level: 1, name: 'My documents' })).toBeInTheDocument()
    expect(item(0).getByText('Expires soon')).toBeInTheDocument()
    expect(item(1).getByText('Expires on April 12, 2030')).toBeInTheDocument()
    expect(item(2).getByText('Reason for refusal: Photo floue')).toBeInTheDocument()
  })
})
