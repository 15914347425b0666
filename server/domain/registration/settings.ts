import type { Tenant } from '@contracts/tenant'

/**
 * The part of the tenant configuration the registration rules read. A structural subset of the
 * GET /tenant shape, so the foundation's settings object can be passed as it is.
 */
export type RegistrationSettings = Pick<Tenant, 'registration_steps' | 'driver_fields' | 'required_driver_fields'>
