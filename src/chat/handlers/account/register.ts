import { registerCard, type CardDefinition } from '@cards/index'
import { bookingsListCard } from '@cards/bookings-list'
import { bookingDetailCard } from '@cards/booking-detail'
import { bookingsModifyCard } from '@cards/bookings-modify'
import { bookingsCancelCard } from '@cards/bookings-cancel'
import { bookingsGeotrackingCard } from '@cards/bookings-geotracking'
import { paymentMethodsCard } from '@cards/payment-methods'
import { accountDetailsCard } from '@cards/account-details'
import { accountPasswordCard } from '@cards/account-password'
import { accountDeleteCard } from '@cards/account-delete'
import { accountDataRequestCard } from '@cards/account-data-request'
import { accountRemindersCard } from '@cards/account-reminders'
import '@cards/bookings-shared/i18n'
import { registerIntentHandler } from '../../dialog/registry'
import { ACCOUNT_HANDLERS } from './account-handlers'

let registered = false

/**
 * Bookings and account in the chat: the handlers of the ten intents, replacing the chat's
 * classic-screen fallbacks, and their cards.
 */
export function registerAccountChat(): void {
  if (registered) return
  registered = true
  for (const handler of ACCOUNT_HANDLERS) registerIntentHandler(handler)
  for (const definition of [
    bookingsListCard,
    bookingDetailCard,
    bookingsModifyCard,
    bookingsCancelCard,
    bookingsGeotrackingCard,
    paymentMethodsCard,
    accountDetailsCard,
    accountPasswordCard,
    accountDeleteCard,
    accountDataRequestCard,
    accountRemindersCard,
  ]) {
    registerCard(definition as unknown as CardDefinition<unknown>)
  }
}
