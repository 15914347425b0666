import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import frAccount from '@/i18n/locales/fr/account.json'
import { i18n } from '@/i18n'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser, signInMember } from '@/test-support/fake-api'
import { resetAccount, useAccountStore } from '../store'
import { PhoneChange } from './phone-change'

const CURRENT = '+15145550100'
const NEW = '+14385550199'
/** How NEW reads on the screen of a Canadian tenant; the wire keeps E.164. */
const NEW_SHOWN = '(438) 555-0199'

let api: ReturnType<typeof installFakeApi>
let sendAnswer: 'ok' | 'throttled' = 'ok'

beforeEach(async () => {
  i18n.addResourceBundle('fr', 'account', frAccount, true, false)
  await i18n.changeLanguage('fr')
  sessionStorage.clear()
  resetAccount()
  sendAnswer = 'ok'
  api = installFakeApi({
    'PUT /user': () => json(200, { user: makeUser({ cell_phone: CURRENT }) }),
    'POST /user/sms_code': (r) => {
      if (sendAnswer === 'throttled') return json(429, { errors: [{ code: 'SMS_CODE_THROTTLED', detail: 'wait' }] })
      const phone = (r.body as { sms_code: { cell_phone: string } }).sms_code.cell_phone
      return json(201, { sms_code: { cell_phone: phone, expires_at: new Date(Date.now() + 600_000).toISOString() } })
    },
    'PUT /user/sms_code': () => json(200, { user: makeUser({ cell_phone: NEW }) }),
  })
  useTenantStore.getState().setTenant(makeTenant())
  signInMember(makeUser({ cell_phone: CURRENT }))
})
afterEach(() => api.uninstall())

const numberField = () => screen.queryByRole('textbox', { name: 'Nouveau numéro' })
const codeField = () => screen.queryByRole('textbox', { name: 'Code reçu par SMS (6 chiffres)' })

async function sendCode() {
  const user = userEvent.setup()
  render(<PhoneChange />)
  await user.type(numberField()!, '438 555 0199')
  await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }))
  expect(await screen.findByText(`Un code à 6 chiffres a été envoyé au ${NEW_SHOWN}.`)).toBeInTheDocument()
  return user
}

/** What a reload leaves: the page's memory is gone, the tab's session storage stays. */
function reload() {
  cleanup()
  useAccountStore.setState({ pendingSms: null })
}

describe('PhoneChange focus', () => {
  it('puts the focus in the code box once the code is sent, and back on the number once it is discarded', async () => {
    const user = await sendCode()
    expect(codeField()).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Abandonner' }))
    expect(numberField()).toHaveFocus()
  })

  it('takes no focus when a reload comes back to the code step', async () => {
    await sendCode()
    reload()
    render(<PhoneChange />)
    expect(codeField()).toBeInTheDocument()
    expect(codeField()).not.toHaveFocus()
  })
})

describe('PhoneChange checks', () => {
  it("refuses the member's own number on its field, focused, and sends nothing", async () => {
    const user = userEvent.setup()
    render(<PhoneChange />)
    await user.type(numberField()!, '514 555 0100')
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }))
    expect(numberField()).toHaveFocus()
    expect(numberField()).toHaveAttribute('aria-invalid', 'true')
    expect(numberField()).toHaveAccessibleDescription('Numéro de téléphone invalide')
    expect(api.calls('POST', '/user/sms_code')).toHaveLength(0)
  })

  it('keeps digits only in the code box and confirms once six are in', async () => {
    const user = await sendCode()
    const confirm = screen.getByRole('button', { name: 'Confirmer le numéro' })
    await user.type(codeField()!, '12a 345')
    expect(codeField()).toHaveValue('12345')
    expect(confirm).toBeDisabled()
    await user.type(codeField()!, '67')
    expect(codeField()).toHaveValue('123456')
    await user.click(confirm)
    await waitFor(() => expect(api.calls('PUT', '/user/sms_code')[0]?.body).toEqual({ sms_code: { code: '123456' } }))
  })
})

describe('PhoneChange after a reload', () => {
  it('comes back to the code step of the new number, the resend still throttled by the server, and confirms it', async () => {
    const user = await sendCode()
    reload()

    render(<PhoneChange />)
    expect(screen.getByText(`Un code à 6 chiffres a été envoyé au ${NEW_SHOWN}.`)).toBeInTheDocument()
    expect(numberField()).not.toBeInTheDocument()

    sendAnswer = 'throttled'
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Un code vient d'être envoyé, patientez une minute avant d'en demander un autre")
    expect(api.calls('POST', '/user/sms_code').at(-1)?.body).toEqual({ sms_code: { cell_phone: NEW } })

    await user.type(codeField()!, '123456')
    await user.click(screen.getByRole('button', { name: 'Confirmer le numéro' }))
    await waitFor(() => expect(useSessionStore.getState().user?.cellPhone).toBe(NEW))
    expect(api.calls('PUT', '/user/sms_code')[0].body).toEqual({ sms_code: { code: '123456' } })
    expect(await screen.findByText(`Numéro actuel : ${NEW_SHOWN}`)).toBeInTheDocument()
    expect(numberField()).toHaveValue('')
    expect(sessionStorage.length).toBe(0)
  })

  it('offers the number again, filled in, once the code has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await sendCode()
      reload()
      vi.setSystemTime(Date.now() + 600_000)
      render(<PhoneChange />)
      expect(numberField()).toHaveValue(NEW_SHOWN)
      expect(codeField()).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it("does not show another member's pending number", async () => {
    await sendCode()
    reload()
    signInMember(makeUser({ id: 8, cell_phone: CURRENT }))
    render(<PhoneChange />)
    expect(numberField()).toHaveValue('')
    expect(screen.queryByText(/Un code à 6 chiffres/)).not.toBeInTheDocument()
  })

  it('stays discarded after another reload', async () => {
    const user = await sendCode()
    reload()
    render(<PhoneChange />)
    await user.click(screen.getByRole('button', { name: 'Abandonner' }))
    expect(numberField()).toBeInTheDocument()
    reload()
    render(<PhoneChange />)
    expect(codeField()).not.toBeInTheDocument()
    expect(numberField()).toBeInTheDocument()
  })

  it('forgets the pending number at logout', async () => {
    await sendCode()
    reload()
    resetAccount()
    render(<PhoneChange />)
    expect(codeField()).not.toBeInTheDocument()
    expect(numberField()).toHaveValue('')
  })
})
