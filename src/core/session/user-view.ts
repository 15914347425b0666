import type { PaymentCard } from '@contracts/payment'
import type { User } from '@contracts/user'
import { mainCard } from '@contracts/card-rules'
import { accountStatus, STEP_OF_WORKFLOW, type AccountStatus, type SignupStep, type WorkflowStep } from '@contracts/workflow'

/** The client's registration step: a signup step, or where the workflow ended (spec section 4). */
export type RegistrationStep = SignupStep | 'pendingValidation' | 'blocked' | 'completed'

/** The client view of the user (spec section 3): camelCase fields plus what the screens derive. */
export interface ClientUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  addressLine1: string | null
  addressLine2: string | null
  addressPostalCode: string | null
  addressLocality: string | null
  addressState: string | null
  addressCountry: string | null
  tosAccepted: boolean
  birthdayTime: string | null
  birthdayLocation: string | null
  cellPhone: string | null
  drivingLicenceNumber: string | null
  drivingLicenceLocation: string | null
  drivingLicenceExpirationTime: string | null
  drivingLicenceObtainingTime: string | null
  workflowNextStep: WorkflowStep
  validated: boolean
  smallMainPhotoUrl: string | null
  canAccessBackoffice: boolean
  roles: string[]
  language: 'fr' | 'en' | null
  acceptedTermsVersionId: number | null
  /** False for a member single sign-on created: their identity provider manages the password. */
  hasPassword: boolean
  /** A number waiting for its SMS confirmation during a phone change. */
  newPhoneNumber: string | null
  /** The driver's payment cards, once the payment feature loaded them. */
  creditCards: PaymentCard[]
  /** The main card: the one most recently set as default. */
  creditCard: PaymentCard | null
  avatar: string | null
  status: AccountStatus
  registrationStep: RegistrationStep
  serverStep: WorkflowStep
  isRegistrationComplete: boolean
  isLoaded: boolean
  /** "First Last", or the e-mail when the names are not filled yet. */
  displayName: string
}

export function registrationStepOf(step: WorkflowStep): RegistrationStep {
  return step === 'driver_ok' ? 'completed' : (STEP_OF_WORKFLOW[step] ?? 'registration')
}

/** Builds the client view from GET /user, keeping what only the client knows from a previous view. */
export function toClientUser(user: User, previous?: Pick<ClientUser, 'newPhoneNumber' | 'creditCards'> | null): ClientUser {
  const creditCards = previous?.creditCards ?? []
  const name = [user.first_name, user.last_name].filter((part) => part && part.trim()).join(' ')
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    addressLine1: user.address_line1,
    addressLine2: user.address_line2,
    addressPostalCode: user.address_postal_code,
    addressLocality: user.address_locality,
    addressState: user.address_state,
    addressCountry: user.address_country,
    tosAccepted: user.tos_accepted,
    birthdayTime: user.birthday_time,
    birthdayLocation: user.birthday_location,
    cellPhone: user.cell_phone,
    drivingLicenceNumber: user.driving_licence_number,
    drivingLicenceLocation: user.driving_licence_location,
    drivingLicenceExpirationTime: user.driving_licence_expiration_time,
    drivingLicenceObtainingTime: user.driving_licence_obtaining_time,
    workflowNextStep: user.workflow_next_step,
    validated: user.validated,
    smallMainPhotoUrl: user.small_main_photo_url,
    canAccessBackoffice: user.can_access_backoffice,
    roles: [...user.roles],
    language: user.language,
    acceptedTermsVersionId: user.accepted_terms_version_id,
    hasPassword: user.has_password,
    newPhoneNumber: previous?.newPhoneNumber ?? null,
    creditCards,
    creditCard: mainCard(creditCards) ?? null,
    avatar: user.small_main_photo_url,
    status: accountStatus(user),
    registrationStep: registrationStepOf(user.workflow_next_step),
    serverStep: user.workflow_next_step,
    isRegistrationComplete: user.workflow_next_step === 'driver_ok',
    isLoaded: true,
    displayName: name || user.email,
  }
}

/** Spec section 4: a member needs at least one role to stay logged in. */
export function hasRole(user: Pick<User, 'roles'>): boolean {
  return user.roles.length > 0
}
