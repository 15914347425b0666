import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import frLayout from '@/i18n/locales/fr/layout.json'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { welcomeSeen } from '../consent-storage'
import { WelcomeNotice } from './welcome-notice'

beforeEach(async () => {
  i18n.addResourceBundle('fr', 'layout', frLayout, true, false)
  await i18n.changeLanguage('fr')
  localStorage.clear()
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`))
  useTenantStore.getState().setTenant(makeTenant())
})
afterEach(() => useSessionStore.setState({ status: 'anonymous', user: null }))

describe('the welcome notice', () => {
  it('greets a guest on a first visit', async () => {
    useSessionStore.setState({ status: 'anonymous', user: null })
    render(<WelcomeNotice assistantOffered />)
    expect(await screen.findByRole('button', { name: "C'est parti" })).toBeInTheDocument()
    expect(welcomeSeen(localStorage, document.cookie)).toBe(false)
  })

  it('is not shown to a signed-in member, and is remembered as seen for the next visit', async () => {
    signInMember(makeUser())
    render(<WelcomeNotice assistantOffered />)
    expect(screen.queryByRole('button', { name: "C'est parti" })).not.toBeInTheDocument()
    expect(welcomeSeen(localStorage, document.cookie)).toBe(true)
  })
})
