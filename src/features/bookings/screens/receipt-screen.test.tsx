import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { Receipt } from '@contracts/receipt'
import { i18n } from '@/i18n'
import { setStoredToken } from '@/core/api/token-storage'
import { setSessionUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { installFakeApi, json, makeTenant, makeUser } from '@/test-support/fake-api'
import ReceiptScreen from './receipt-screen'

const cad = (value_cents: number) => ({ value_cents, iso_code: 'CAD' })
const RECEIPT: Receipt = {
  rental_id: 12,
  invoice_number: '2026-000042',
  issued_at: '2026-11-20T18:00:00.000Z',
  status: 'paid',
  paid_at: '2026-11-20T18:01:00.000Z',
  tenant_name: 'Autopartage Démo',
  driver_name: 'Camille Tremblay',
  vehicle: { make: 'Honda', model: 'Fit', license_plate: 'ABC 123' },
  station: { name: 'Gare Centrale', address: '895 Rue De la Gauchetière O' },
  start: '2026-11-20T14:00:00.000Z',
  end: '2026-11-20T17:00:00.000Z',
  distance: 42,
  breakdown: {
    lines: [
      { kind: 'hours', quantity: 3, unit_price: cad(900), amount: cad(2700) },
      { kind: 'included_distance', quantity: 100, unit_price: null, amount: cad(0) },
      { kind: 'extra_distance', quantity: 0, unit_price: cad(25), amount: cad(0) },
    ],
    prediscount_price: cad(2700),
    discount: null,
    price: cad(2700),
    taxes: [{ name: 'TPS', rate_percent: 5, amount: cad(135) }],
    total: cad(2835),
    distance_unit: 'km',
  },
  card: { brand: 'visa', last4: '4242' },
}

let api: ReturnType<typeof installFakeApi> | null = null
function renderReceipt(answer: () => Response) {
  api = installFakeApi({ 'GET /user/rentals/12/receipt': answer })
  setStoredToken({ accessToken: 'member-tok', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(makeUser({ id: 7 }))
  return render(
    <MemoryRouter initialEntries={['/account/bookings-history/12/receipt']}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/account/bookings-history/:id/receipt" element={<ReceiptScreen />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  )
}

beforeEach(async () => {
  localStorage.clear()
  useTenantStore.getState().setTenant(makeTenant())
  await i18n.changeLanguage('fr')
})
afterEach(() => {
  api?.uninstall()
  api = null
})

describe('the receipt screen', () => {
  it('shows the invoice number, the rental, the lines, the tax, the total and the card, with print and PDF', async () => {
    renderReceipt(() => json(200, { receipt: RECEIPT }))
    const receipt = await screen.findByRole('article', { name: 'Facture n° 2026-000042' })
    expect(screen.getByRole('heading', { level: 1, name: 'Reçu de la location n° 12' })).toBeInTheDocument()
    expect(receipt).toHaveTextContent('Honda Fit (ABC 123)')
    expect(receipt).toHaveTextContent(/3 h × 9,00\s\$\s*27,00\s\$/)
    expect(receipt).toHaveTextContent(/TPS \(5\s%\)\s*1,35\s\$/)
    expect(receipt).toHaveTextContent(/Total\s*28,35\s\$/)
    expect(receipt).toHaveTextContent('Carte débitée : Visa se terminant par 4242')
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument()
  })

  it('says the receipt comes once the rental is invoiced (404)', async () => {
    await i18n.changeLanguage('en')
    renderReceipt(() => json(404, { errors: [{ code: 'not_found' }] }))
    expect(await screen.findByText('The receipt will be available once the rental has been invoiced.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download the PDF' })).toBeNull()
  })
})
