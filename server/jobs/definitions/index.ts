import type { AnyJobDefinition } from '../job-definition'
import { deliverEmail } from './deliver-email'
import { deliverSms } from './deliver-sms'
import { rentalLifecycle } from './rental-lifecycle'
import { chargeRentals } from './charge-rentals'
import { rentalReminders } from './rental-reminders'
import { pruneTables } from './prune-tables'
import { licenceExpiry } from './licence-expiry'

/** Every job of the deployment, one module each. */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [deliverEmail, deliverSms, rentalLifecycle, chargeRentals, rentalReminders, pruneTables, licenceExpiry]
