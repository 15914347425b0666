import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoredToken } from '@/core/api/token-storage'
import { setSessionUser, useSessionStore } from '@/core/session'
import { installFakeApi, json, makeUser } from '@/test-support/fake-api'
import { resetRegistration, useRegistrationStore } from '../store'
import { renderRegistration } from '../testing/render'
import { PhoneVerification } from './phone-verification'

let api: ReturnType<typeof installFakeApi>
let answer: 'ok' | 'wrong' = 'ok'
let sendAnswer: 'ok' | 'throttled' = 'ok'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  useRegistrationStore.setState({ sms: null, slots: {}, justFinished: false })
  answer = 'ok'
  sendAnswer = 'ok'
  api = installFakeApi({
    'POST /user/sms_code': (r) => {
      if (sendAnswer === 'throttled') return json(429, { errors: [{ code: 'SMS_CODE_THROTTLED', detail: 'wait' }] })
      const phone = (r.body as { sms_code: { cell_phone: string } }).sms_code.cell_phone
      return json(201, { sms_code: { cell_phone: `+1${phone.replace(/\D/g, '')}`, expires_at: new Date(Date.now() + 600_000).toISOString() } })
    },
    'PUT /user/sms_code': () =>
      answer === 'ok'
        ? json(200, { user: makeUser({ workflow_next_step: 'driver_on_licence_form', validated: false, cell_phone: '+15145550199' }) })
        : json(400, { errors: [{ code: 'SMS_CODE_EXPIRED', detail: 'expired' }] }),
  })
  setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ workflow_next_step: 'driver_on_sms_form', validated: false }))
})
afterEach(() => api.uninstall())

async function sendCode() {
  const user = userEvent.setup()
  await renderRegistration(<PhoneVerification />)
  await user.type(screen.getByRole('textbox', { name: /Numéro de téléphone mobile/ }), '514 555 0199')
  await user.click(screen.getByRole('button', { name: 'Recevoir le code' }))
  await screen.findByText('Un code à 6 chiffres a été envoyé au (514) 555-0199.')
  return user
}

describe('PhoneVerification', () => {
  it('asks the number first: it is required', async () => {
    const user = userEvent.setup()
    await renderRegistration(<PhoneVerification />)
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }))
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument()
    expect(api.calls('POST', '/user/sms_code')).toHaveLength(0)
  })

  it('moves from box to box as digits are typed and sends the code once the sixth is in', async () => {
    const user = await sendCode()
    const boxes = [1, 2, 3, 4, 5, 6].map((n) => screen.getByRole('textbox', { name: `Chiffre ${n} sur 6` }))
    await waitFor(() => expect(boxes[0]).toHaveFocus())
    await user.keyboard('12')
    expect(boxes[2]).toHaveFocus()
    await user.keyboard('3456')
    await waitFor(() => expect(api.calls('PUT', '/user/sms_code')).toHaveLength(1))
    expect(api.calls('PUT', '/user/sms_code')[0].body).toEqual({ sms_code: { code: '123456' } })
    await waitFor(() => expect(useSessionStore.getState().user?.registrationStep).toBe('licenseDetails'))
  })

  it('fills all six boxes from a pasted code and shows the spec message of an expired one', async () => {
    await sendCode()
    answer = 'wrong'
    const first = screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' })
    act(() => {
      fireEvent.paste(first, { clipboardData: { getData: () => '654 321' } })
    })
    await waitFor(() => expect(api.calls('PUT', '/user/sms_code')[0]?.body).toEqual({ sms_code: { code: '654321' } }))
    expect(await screen.findByText('Le code SMS a expiré, demandez-en un nouveau')).toBeInTheDocument()
    expect((first as HTMLInputElement).value).toBe('')
  })

  it('sends the code to another number from the modal, where the number is required', async () => {
    const user = await sendCode()
    await user.click(screen.getByRole('button', { name: 'Envoyer à un autre numéro' }))
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le code à un autre numéro' })
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }))
    expect(await screen.findAllByText('Ce champ est obligatoire')).not.toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: /Numéro de téléphone mobile/ }), '438 555 0100')
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(api.calls('POST', '/user/sms_code').map((r) => r.body)).toEqual([{ sms_code: { cell_phone: '514 555 0199' } }, { sms_code: { cell_phone: '438 555 0100' } }])
    expect(screen.getByText('Un nouveau code a été envoyé au (438) 555-0100.')).toBeInTheDocument()
  })
})

/** What a reload leaves: the page's memory is gone, the tab's session storage stays. */
function reload() {
  cleanup()
  useRegistrationStore.setState({ sms: null })
}

describe('PhoneVerification after a reload', () => {
  it('comes back to the digits of the code sent, with its number, and the resend still throttled by the server', async () => {
    const user = await sendCode()
    reload()

    await renderRegistration(<PhoneVerification />)
    expect(screen.getByText('Un code à 6 chiffres a été envoyé au (514) 555-0199.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Numéro de téléphone mobile/ })).not.toBeInTheDocument()

    sendAnswer = 'throttled'
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }))
    expect(await screen.findByText("Un code vient d'être envoyé, patientez une minute avant d'en demander un autre")).toBeInTheDocument()
    expect(api.calls('POST', '/user/sms_code').at(-1)?.body).toEqual({ sms_code: { cell_phone: '+15145550199' } })

    await user.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }))
    await user.keyboard('123456')
    await waitFor(() => expect(useSessionStore.getState().user?.registrationStep).toBe('licenseDetails'))
    expect(api.calls('PUT', '/user/sms_code')[0].body).toEqual({ sms_code: { code: '123456' } })
    expect(sessionStorage.length).toBe(0)
  })

  it("does not resume another member's code", async () => {
    await sendCode()
    reload()
    setSessionUser(makeUser({ id: 8, workflow_next_step: 'driver_on_sms_form', validated: false }))
    await renderRegistration(<PhoneVerification />)
    expect(screen.getByRole('textbox', { name: /Numéro de téléphone mobile/ })).toHaveValue('')
  })

  it('offers the number again, not the digits, once the code has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await sendCode()
      reload()
      vi.setSystemTime(Date.now() + 600_000)
      await renderRegistration(<PhoneVerification />)
      expect(screen.getByRole('textbox', { name: /Numéro de téléphone mobile/ })).toHaveValue('(514) 555-0199')
      expect(screen.queryByRole('textbox', { name: 'Chiffre 1 sur 6' })).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets the pending code at logout', async () => {
    await sendCode()
    reload()
    resetRegistration()
    await renderRegistration(<PhoneVerification />)
    expect(screen.getByRole('textbox', { name: /Numéro de téléphone mobile/ })).toBeInTheDocument()
  })
})
