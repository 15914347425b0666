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

let registered = false

/** The bookings' and the account's cards, which the account handlers answer with. */
export function registerAccountCards(): void {
  if (registered) return
  registered = true
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
