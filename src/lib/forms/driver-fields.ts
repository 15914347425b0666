import type { DriverField } from '@contracts/user'
import type { ClientUser } from '@/core/session'

type TextKey = { [K in keyof ClientUser]: ClientUser[K] extends string | null ? K : never }[keyof ClientUser]

/** Where each driver field of the wire (spec section 3) sits in the client view of the user. */
const CLIENT_KEYS: Record<DriverField, TextKey> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birthday_time: 'birthdayTime',
  birthday_location: 'birthdayLocation',
  cell_phone: 'cellPhone',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  address_postal_code: 'addressPostalCode',
  address_locality: 'addressLocality',
  address_state: 'addressState',
  address_country: 'addressCountry',
  driving_licence_number: 'drivingLicenceNumber',
  driving_licence_location: 'drivingLicenceLocation',
  driving_licence_obtaining_time: 'drivingLicenceObtainingTime',
  driving_licence_expiration_time: 'drivingLicenceExpirationTime',
}

/** What the member has stored for a driver field; null when blank or when nobody is logged in. */
export function storedDriverValue(user: ClientUser | null | undefined, name: DriverField): string | null {
  return user?.[CLIENT_KEYS[name]] ?? null
}

/**
 * The autocomplete token of each driver field that has one (WCAG 1.3.5), for every form that asks
 * for them: sign-up's details and the account's.
 */
const AUTOCOMPLETE: Partial<Record<DriverField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birthday_time: 'bday',
  cell_phone: 'tel',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  address_postal_code: 'postal-code',
  address_locality: 'address-level2',
  address_state: 'address-level1',
  address_country: 'country-name',
}

export function driverAutoComplete(name: DriverField): string | undefined {
  return AUTOCOMPLETE[name]
}
