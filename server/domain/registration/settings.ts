import type { Features, Tenant } from '@contracts/tenant'

/**
 * The part of the tenant configuration the registration rules read: a structural subset of the
 * foundation's TenantSettings (server/tenants/settings.ts), which can be passed as it is.
 */
export type RegistrationSettings = Pick<Tenant, 'registration_steps' | 'driver_fields' | 'required_driver_fields'> & {
  features: Pick<Features, 'payments'>
}
