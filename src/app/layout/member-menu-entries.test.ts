// @vitest-environment node
import type { ClientFlags } from '@/lib/tenant'
import { memberMenuEntries, type MenuEntry } from './member-menu-entries'

const flags = (on: Partial<ClientFlags> = {}): ClientFlags =>
  ({
    usePayments: false,
    useFleetPlanning: false,
    useMultilanguage: false,
    useCarpooling: false,
    useRegistration: false,
    autoRegister: false,
    useSingleSignOn: false,
    oneWay: false,
    useCategories: false,
    useLabels: false,
    useDiscount: false,
    useEstimatedDistance: false,
    useEstimatedDestinationField: false,
    usePrivacyUsage: false,
    useTermsAndConditions: false,
    useCookieConsent: false,
    paymentCardRequired: false,
    profileEdition: false,
    ...on,
  }) as ClientFlags

const ids = (entries: MenuEntry[]) => entries.filter((e) => e.kind !== 'separator').map((e) => ('id' in e ? e.id : e.kind))

describe('memberMenuEntries', () => {
  it('has the always-present entries with every flag off', () => {
    expect(ids(memberMenuEntries({ serverStep: 'driver_ok', canAccessBackoffice: false }, flags()))).toEqual([
      'bookings',
      'bookings-history',
      'alerts',
      'details',
      'documents',
      'faq',
      'contact',
      'cgu',
      'privacy',
      'legal',
      'logout',
    ])
  })

  it('adds carpoolings, payment method, fleet planning and languages with their flags, back office with the access', () => {
    const entries = memberMenuEntries(
      { serverStep: 'driver_ok', canAccessBackoffice: true },
      flags({ useCarpooling: true, usePayments: true, useFleetPlanning: true, useMultilanguage: true }),
    )
    expect(ids(entries)).toEqual([
      'bookings',
      'carpoolings',
      'bookings-history',
      'alerts',
      'details',
      'documents',
      'payment-method',
      'backoffice',
      'fleet-planning',
      'faq',
      'contact',
      'cgu',
      'languages',
      'privacy',
      'legal',
      'logout',
    ])
    expect(entries).toContainEqual({ kind: 'external', id: 'backoffice', href: '/backoffice' })
    expect(entries).toContainEqual({ kind: 'external', id: 'fleet-planning', href: '/frontoffice/calendars' })
  })

  it('offers to finish registration while the step is neither waiting for validation nor ok', () => {
    const on = flags({ useRegistration: true })
    expect(ids(memberMenuEntries({ serverStep: 'driver_on_sms_form', canAccessBackoffice: false }, on))).toContain('finish-registration')
    expect(ids(memberMenuEntries({ serverStep: 'driver_blocked', canAccessBackoffice: false }, on))).toContain('finish-registration')
    expect(ids(memberMenuEntries({ serverStep: 'driver_waiting_for_validation', canAccessBackoffice: false }, on))).toContain('details')
    expect(ids(memberMenuEntries({ serverStep: 'driver_ok', canAccessBackoffice: false }, on))).toContain('details')
    expect(ids(memberMenuEntries({ serverStep: 'driver_on_sms_form', canAccessBackoffice: false }, flags()))).toContain('details')
  })
})
