import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import { logout } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { fakeApi } from '@cards/testing/fake-api'
import { signInMember } from '@/test-support/fake-api'
import { tenantFixture, userFixture } from '@cards/testing/fixtures'
import { clearConversationsAtLogout } from './logout-cleanup'

const stored = (user: string) => localStorage.getItem(`frontoffice.chat.demo.${user}`)

beforeEach(async () => {
  localStorage.clear()
  useTenantStore.getState().setTenant(tenantFixture())
  await i18n.changeLanguage('fr')
})

// This file never imports the chat panel nor the conversation store: as in the shell before the chat has loaded.
describe('logout clean-up registered by the shell', () => {
  it('erases the member and guest conversations of the tenant and leaves a farewell only', async () => {
    fakeApi({
      'POST /oauth2/revoke': {},
      'POST /oauth2/token': { access_token: 'guest', token_type: 'Bearer', expires_in: 3600, scope: 'guest', created_at: 1 },
    })
    localStorage.setItem('frontoffice.chat.demo.7', JSON.stringify({ version: 1, messages: [{ text: 'mon adresse' }] }))
    localStorage.setItem('frontoffice.chat.demo.guest', JSON.stringify({ version: 1, messages: [{ text: 'bonjour' }] }))
    localStorage.setItem('frontoffice.chat.other.7', 'kept')
    signInMember(userFixture(), 'member')

    clearConversationsAtLogout()
    clearConversationsAtLogout()
    await logout()

    expect(stored('7')).toBeNull()
    const guest = JSON.parse(stored('guest') ?? 'null') as { messages: Array<{ role: string; text: string }> }
    expect(guest.messages.map((m) => [m.role, m.text])).toEqual([['assistant', 'Vous êtes déconnecté. À bientôt !']])
    expect(localStorage.getItem('frontoffice.chat.other.7')).toBe('kept')
  })
})
