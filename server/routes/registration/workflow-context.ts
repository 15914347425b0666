import type { FastifyRequest } from 'fastify'
import type { UserRow } from '../../db/schema'
import type { WorkflowContext } from '../../domain/registration/advance'

/** The registration workflow context of a member's request: their tenant's settings and the app clock. */
export function workflowContext(request: FastifyRequest, user: UserRow): WorkflowContext {
  return { db: request.server.db, tenantId: request.tenant.id, userId: user.id, settings: request.tenant.settings, now: request.server.adapters.clock() }
}

export { assertNotBlocked } from '../../users/permissions'
