import type { Kysely } from 'kysely'
import { LICENCE_FIELDS, PERSONAL_FIELDS, type DriverField, type UpdateUserBody, type WorkflowStep } from '@contracts/user'
import type { Database, UserRow, UserUpdate } from '../db/schema'
import { ApiErrors, forbidden } from '../errors'
import type { TenantSettings } from '../tenants/settings'
import { isRegistering, nextWorkflowStep } from '../tenants/workflow'
import { missingRequired, validateDriverFields } from './driver-fields'

/** The registration steps that PUT /user completes, with the fields each one collects. */
const FORM_STEPS: ReadonlyArray<readonly [WorkflowStep, readonly DriverField[]]> = [
  ['driver_on_personal_informations_form', PERSONAL_FIELDS],
  ['driver_on_licence_form', LICENCE_FIELDS],
]

/**
 * PUT /user: validates the driver fields against the tenant, refuses profile edits after registration
 * when the tenant does not allow them (language stays editable), parks a new phone number in
 * pending_cell_phone until an SMS code confirms it, and moves the registration forward when the body
 * completes the personal-details or licence step.
 */
export async function updateProfile(db: Kysely<Database>, user: UserRow, body: UpdateUserBody['user'], settings: TenantSettings, now: number): Promise<UserRow> {
  const { language, reminder_channel: reminderChannel, reminder_timing: reminderTiming, ...fields } = body
  const registering = isRegistering(user.workflow_next_step)
  const touchesDriverFields = Object.values(fields).some((v) => v !== undefined)
  if (touchesDriverFields && !registering && !settings.features.profile_edition) throw forbidden('profile_edition_disabled')

  const values = validateDriverFields(fields, settings)
  const update: UserUpdate = { updated_at: now }
  for (const [field, value] of Object.entries(values) as [DriverField, string | null][]) {
    if (field === 'cell_phone') {
      if (value !== user.cell_phone) update.pending_cell_phone = value
    } else {
      update[field] = value
    }
  }
  if (language) update.language = language
  // A preference, not a profile field: open to every member, whatever profile_edition says.
  if (reminderChannel !== undefined) update.reminder_channel = reminderChannel
  if (reminderTiming !== undefined) update.reminder_timing = reminderTiming

  const after = { ...user, ...update } as UserRow
  const form = FORM_STEPS.find(([step]) => step === user.workflow_next_step)
  if (form && form[1].some((f) => f in fields)) {
    const missing = missingRequired(after, form[1], settings)
    if (missing.length) throw new ApiErrors(missing)
    update.workflow_next_step = nextWorkflowStep(settings, form[0])
  }

  return db.updateTable('users').set(update).where('id', '=', user.id).where('tenant_id', '=', user.tenant_id).returningAll().executeTakeFirstOrThrow()
}
