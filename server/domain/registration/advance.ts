import type { Kysely } from 'kysely'
import { type WorkflowStep, WorkflowStepSchema, DRIVER_FIELDS } from '@contracts/user'
import type { Database } from '../../db/schema'
import { badRequest } from '../../errors'
import { isDocumentStep, isDocumentStepDone, stepDocuments } from '../documents/requirements'
import { hasCard } from '../payments/cards-query'
import { isFormStep, missingFormFields } from './form-steps'
import type { RegistrationSettings } from './settings'
import { nextWorkflowStep } from './workflow'

export interface WorkflowContext {
  db: Kysely<Database>
  tenantId: number
  userId: number
  settings: RegistrationSettings
  now: number
}

async function currentStep(ctx: WorkflowContext): Promise<WorkflowStep> {
  const row = await ctx.db.selectFrom('users').select('workflow_next_step').where('tenant_id', '=', ctx.tenantId).where('id', '=', ctx.userId).executeTakeFirstOrThrow()
  return WorkflowStepSchema.parse(row.workflow_next_step)
}

/** Moves from `from` to `to` only if the driver is still at `from`, so two racing calls move once. */
async function moveIfAt(ctx: WorkflowContext, from: WorkflowStep, to: WorkflowStep): Promise<boolean> {
  const result = await ctx.db
    .updateTable('users')
    .set({ workflow_next_step: to, updated_at: ctx.now })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', ctx.userId)
    .where('workflow_next_step', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Whether the step the driver is at is already done: its documents all uploaded (or none offered),
 * or a card on file. Form and SMS steps are never done by themselves: the driver must submit them.
 */
async function isSatisfied(ctx: WorkflowContext, step: WorkflowStep): Promise<boolean> {
  if (isDocumentStep(step)) return isDocumentStepDone(await stepDocuments(ctx.db, ctx, step))
  if (step === 'driver_on_card_form') return hasCard(ctx.db, ctx)
  return false
}

/**
 * Completes `from` for the driver if they are at it, then passes over the following steps that
 * are already satisfied. Returns the step the driver ends at (unchanged when they were elsewhere).
 */
export async function completeStep(ctx: WorkflowContext, from: WorkflowStep): Promise<WorkflowStep> {
  let step = from
  let next = nextWorkflowStep(ctx.settings, step)
  if (next === step || !(await moveIfAt(ctx, step, next))) return currentStep(ctx)
  step = next
  while (await isSatisfied(ctx, step)) {
    next = nextWorkflowStep(ctx.settings, step)
    if (next === step || !(await moveIfAt(ctx, step, next))) break
    step = next
  }
  return step
}

/**
 * After a document upload or a card added: when the driver's current document or card step now
 * has everything it requires, move on. Returns the resulting step.
 */
export async function advanceIfSatisfied(ctx: WorkflowContext): Promise<WorkflowStep> {
  const step = await currentStep(ctx)
  return (await isSatisfied(ctx, step)) ? completeStep(ctx, step) : step
}

/**
 * After PUT /user: when the driver is at a form step and every field the tenant requires for it
 * is now filled, move on. Returns the resulting step.
 */
export async function advanceAfterProfileUpdate(ctx: WorkflowContext): Promise<WorkflowStep> {
  const step = await currentStep(ctx)
  if (!isFormStep(step)) return step
  const user = await ctx.db
    .selectFrom('users')
    .select([...DRIVER_FIELDS])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', ctx.userId)
    .executeTakeFirstOrThrow()
  if (missingFormFields(ctx.settings, step, user).length > 0) return step
  return completeStep(ctx, step)
}

/**
 * The driver's explicit "next" on a document step: allowed once every required upload of the step
 * exists (the optional ones may stay empty). A driver already past `step` is left where they are.
 */
export async function finishDocumentStep(ctx: WorkflowContext, step: WorkflowStep): Promise<WorkflowStep> {
  const current = await currentStep(ctx)
  if (current !== step || !isDocumentStep(step)) return current
  const { missing } = await stepDocuments(ctx.db, ctx, step)
  if (missing.length > 0) throw badRequest('bad_request', 'documents', { fr: `manquant : ${missing.join(', ')}`, en: `missing: ${missing.join(', ')}` })
  return completeStep(ctx, step)
}
