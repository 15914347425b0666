import type { Kysely } from 'kysely'
import type { DocumentKind } from '@contracts/documents'
import type { WorkflowStep } from '@contracts/user'
import type { Database } from '../../db/schema'

/** The documents each fixed document step asks for; the "other" step asks for the tenant's additional documents. */
export const STEP_DOCUMENT_KINDS: Partial<Record<WorkflowStep, readonly DocumentKind[]>> = {
  driver_on_documents_licence_form: ['licence_front', 'licence_back'],
  driver_on_documents_identity_form: ['identity_front', 'identity_back'],
  driver_on_documents_selfie_form: ['selfie'],
}

export const DOCUMENT_STEPS: readonly WorkflowStep[] = [
  'driver_on_documents_licence_form',
  'driver_on_documents_identity_form',
  'driver_on_documents_selfie_form',
  'driver_on_documents_other_form',
]

export function isDocumentStep(step: WorkflowStep): boolean {
  return DOCUMENT_STEPS.includes(step)
}

export interface StepDocuments {
  /** What is still missing: document kinds, or `additional:<id>` for an additional document. */
  missing: string[]
  /** How many uploads the step requires. */
  required: number
  /** How many uploads the step offers, required or not. */
  offered: number
}

/**
 * A document step is done when it offers nothing, or when it requires something and all of it
 * exists. A step whose uploads are all optional waits for the driver's explicit "next".
 */
export function isDocumentStepDone(d: StepDocuments): boolean {
  return d.offered === 0 || (d.required > 0 && d.missing.length === 0)
}

/** What a document step still needs from this member. */
export async function stepDocuments(db: Kysely<Database>, scope: { tenantId: number; userId: number }, step: WorkflowStep): Promise<StepDocuments> {
  const owned = await db
    .selectFrom('documents')
    .select(['document_type', 'additional_document_id'])
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .execute()
  const kinds = STEP_DOCUMENT_KINDS[step]
  if (kinds) {
    const have = new Set(owned.map((d) => d.document_type))
    return { missing: kinds.filter((k) => !have.has(k)), required: kinds.length, offered: kinds.length }
  }
  if (step !== 'driver_on_documents_other_form') return { missing: [], required: 0, offered: 0 }
  const additional = await db.selectFrom('additional_documents').select(['id', 'required']).where('tenant_id', '=', scope.tenantId).execute()
  const attached = new Set(owned.map((d) => d.additional_document_id).filter((id): id is number => id !== null))
  const required = additional.filter((a) => a.required === 1)
  const missing = required.filter((a) => !attached.has(a.id)).map((a) => `additional:${a.id}`)
  return { missing, required: required.length, offered: additional.length }
}
