import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DriverField, User } from '@contracts/user'
import { setStoredToken } from '@/core/api/token-storage'
import { setSessionUser, useSessionStore } from '@/core/session'
import { installFakeApi, json, makeUser } from '@/test-support/fake-api'
import { resetRegistration } from '../store'
import { renderRegistration } from '../testing/render'
import { DetailsForm } from './details-form'

const tenant = {
  driver_fields: ['first_name', 'last_name', 'birthday_time', 'driving_licence_number'] as DriverField[],
  required_driver_fields: ['first_name', 'last_name'] as DriverField[],
}
const KEY = 'frontoffice.form-draft.signup-personal-details.demo.'

let api: ReturnType<typeof installFakeApi>

function member(id: number, step: User['workflow_next_step'] = 'driver_on_personal_informations_form') {
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id, workflow_next_step: step, validated: false, first_name: null, last_name: null, birthday_time: null }))
}

/** A reload: the page's memory is gone, the tab's session storage stays. */
async function reopen(ui: Parameters<typeof renderRegistration>[0], unmount: () => void) {
  unmount()
  return renderRegistration(ui, { tenant })
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  useSessionStore.setState({ status: 'anonymous', user: null })
  api = installFakeApi({})
})
afterEach(() => api.uninstall())

describe('the personal details draft', () => {
  it('gives back what was typed and not sent after a reload, to the same member only', async () => {
    const user = userEvent.setup()
    member(7)
    const { unmount } = await renderRegistration(<DetailsForm step="personalDetails" />, { tenant })
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: /^Date de naissance/ }), '01021990')

    const again = await reopen(<DetailsForm step="personalDetails" />, unmount)
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Ana')
    expect(screen.getByRole('textbox', { name: /^Date de naissance/ })).toHaveValue('01-02-1990')
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('')

    member(8)
    await reopen(<DetailsForm step="personalDetails" />, again.unmount)
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('')
  })

  it('is forgotten once the details are saved, and at logout', async () => {
    const user = userEvent.setup()
    api.uninstall()
    api = installFakeApi({ 'PUT /user': () => json(200, { user: makeUser({ id: 7, workflow_next_step: 'driver_on_sms_form', validated: false }) }) })
    member(7)
    await renderRegistration(<DetailsForm step="personalDetails" />, { tenant })
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Roy')
    expect(sessionStorage.getItem(`${KEY}7`)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Suivant' }))
    await waitFor(() => expect(api.calls('PUT', '/user')).toHaveLength(1))
    await waitFor(() => expect(sessionStorage.getItem(`${KEY}7`)).toBeNull())

    sessionStorage.setItem(`${KEY}7`, JSON.stringify({ first_name: 'Ana' }))
    resetRegistration()
    expect(sessionStorage.getItem(`${KEY}7`)).toBeNull()
  })

  it('keeps nothing of the licence details, which belong to a document', async () => {
    const user = userEvent.setup()
    member(7, 'driver_on_licence_form')
    await renderRegistration(<DetailsForm step="licenseDetails" />, { tenant })
    await user.type(screen.getByRole('textbox', { name: /^Numéro de permis/ }), 'T6543')
    expect(Object.keys(sessionStorage)).toEqual([])
  })
})
