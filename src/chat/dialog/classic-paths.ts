import { helpPath } from '@cards/help/help-path'
import { MEMBER_INTENT_NAMES, type IntentName, type Slots } from './intent-types'
import { paths } from '@/core/paths'

/** Classic screen of each intent, relative to the app's base path (spec section 2). */
export function classicPathFor(intent: IntentName, slots: Slots = {}): string {
  switch (intent) {
    case 'search_vehicles':
    case 'join_carpool':
    case 'greeting':
    case 'unknown':
    case 'set_language':
    case 'start_over':
    case 'pricing':
    case 'choose_result':
    case 'confirm':
    case 'offer_carpool':
      return '/'
    case 'leave_carpool':
      return paths.carpoolings
    case 'question':
      return helpPath('faq')
    case 'running_late':
    case 'vehicle_access':
      return paths.bookings
    case 'invoices':
      return paths.bookingsHistory
    case 'registration_status':
      return paths.signup
    case 'report_incident':
    case 'report_issue':
      return helpPath('contact')
    case 'list_bookings':
      if (slots.scope === 'history') return paths.bookingsHistory
      if (slots.scope === 'carpoolings') return paths.carpoolings
      return paths.bookings
    case 'show_booking':
    case 'modify_booking':
    case 'cancel_booking':
    case 'set_geotracking':
      return paths.bookings
    case 'payment_methods':
      return paths.paymentMethod
    case 'account_details':
    case 'set_reminders':
    case 'change_password':
    case 'delete_account':
      return paths.details
    case 'request_personal_data':
      return paths.privacy
    case 'create_alert':
    case 'list_alerts':
      return paths.alerts
    case 'rebook':
      return paths.bookingsHistory
    case 'login':
    case 'logout':
      return paths.login
    case 'signup':
    case 'continue_registration':
      return paths.signup
    case 'help':
      return helpPath(typeof slots.topic === 'string' ? slots.topic : null)
  }
}

/** Intents a guest cannot use: they act on the member's own data (spec section 6). */
export const MEMBER_INTENTS: ReadonlySet<IntentName> = new Set(MEMBER_INTENT_NAMES)
