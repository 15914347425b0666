import type { ClientFlags } from '@/lib/tenant'
import type { ClientUser } from '@/features/session'

export type MenuEntry =
  | { kind: 'link'; id: string; to: string }
  | { kind: 'external'; id: string; href: string }
  | { kind: 'languages' }
  | { kind: 'legal' }
  | { kind: 'logout' }
  | { kind: 'separator'; id: string }

/** The member menu of spec section 2, entry by entry with its condition. Labels are `layout:menu.<id>`. */
export function memberMenuEntries(user: Pick<ClientUser, 'serverStep' | 'canAccessBackoffice'>, flags: ClientFlags): MenuEntry[] {
  const entries: MenuEntry[] = [{ kind: 'link', id: 'bookings', to: '/account/bookings' }]
  if (flags.useCarpooling) entries.push({ kind: 'link', id: 'carpoolings', to: '/account/carpoolings' })
  entries.push(
    { kind: 'link', id: 'bookings-history', to: '/account/bookings-history' },
    { kind: 'link', id: 'alerts', to: '/account/alerts' },
    { kind: 'separator', id: 'account' },
  )

  const unfinished = user.serverStep !== 'driver_waiting_for_validation' && user.serverStep !== 'driver_ok'
  if (flags.useRegistration && unfinished) entries.push({ kind: 'link', id: 'finish-registration', to: '/signup' })
  else entries.push({ kind: 'link', id: 'details', to: '/account/details' }, { kind: 'link', id: 'documents', to: '/account/documents' })
  if (flags.usePayments) entries.push({ kind: 'link', id: 'payment-method', to: '/account/payment-method' })
  if (user.canAccessBackoffice) entries.push({ kind: 'external', id: 'backoffice', href: '/backoffice' })
  if (flags.useFleetPlanning) entries.push({ kind: 'external', id: 'fleet-planning', href: '/frontoffice/calendars' })

  entries.push(
    { kind: 'separator', id: 'help' },
    { kind: 'link', id: 'faq', to: '/account/help/faq' },
    { kind: 'link', id: 'contact', to: '/account/help/contact' },
    { kind: 'link', id: 'cgu', to: '/account/help/cgu' },
    { kind: 'separator', id: 'settings' },
  )
  if (flags.useMultilanguage) entries.push({ kind: 'languages' })
  entries.push({ kind: 'link', id: 'privacy', to: '/account/privacy' }, { kind: 'legal' }, { kind: 'logout' })
  return entries
}
