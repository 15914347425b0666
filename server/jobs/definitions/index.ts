import type { AnyJobDefinition } from '../job-definition'
import { deliverEmail } from './deliver-email'
import { deliverSms } from './deliver-sms'

/** Every job of the deployment, one module each. */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [deliverEmail, deliverSms]
