import { AlertResponseSchema, AlertsResponseSchema, CreateAlertBodySchema, MAX_ACTIVE_ALERTS } from '@contracts/alert'
import type { FastifyRequest } from 'fastify'
import { requireMember } from '../../context/auth'
import { declared, IdParams, noContent } from '../../http/declared-routes'
import { defineRoutes } from '../../http/route-module'
import { member } from '../../context/guards'
import { createAlert, deleteAlert, findAlert, listAlerts, type AlertScope } from '../../domain/alerts/alert-store'

/**
 * A member's alerts: searches kept alive until their start, offered a vehicle when one frees up
 * (domain/alerts/alert-watch.ts). Only the member's own: another's id answers 404.
 */
export default defineRoutes(async (app) => {
  const scope = async (request: FastifyRequest): Promise<AlertScope> => {
    const { user } = await requireMember(request)
    return { db: app.db, tenantId: request.tenant.id, userId: user.id, nowMs: app.adapters.clock() }
  }

  app.post(
    '/user/alerts',
    {
      schema: declared({
        summary: 'Keeps a search alive: tells the member when a vehicle frees up.',
        description:
          'The body is the search object of POST /vehicles/search (category_ids for its categories), checked by the same rules (WRONG_PARAMETER, the date codes). ' +
          `At most ${MAX_ACTIVE_ALERTS} alerts live at once per member (409 TOO_MANY_ALERTS). An alert ends at its start time, when deleted, or when its offer is booked.`,
        bearer: true,
        guard: member,
        invalid: 'WRONG_PARAMETER',
        body: CreateAlertBodySchema,
        response: { 201: AlertResponseSchema },
      }),
    },
    async (request, reply) => {
      const s = await scope(request)
      const body = request.body
      const id = await createAlert(s, request.tenant.settings, body.alert)
      reply.code(201)
      return { alert: await findAlert(s, id) }
    },
  )

  app.get(
    '/user/alerts',
    {
      schema: declared({
        summary: "The member's live alerts, each with the vehicle held for it (offer), if any.",
        description: "An offer holds the vehicle for the member until expires_at over the alert's times: book it with POST /user/rentals as usual.",
        bearer: true,
        response: { 200: AlertsResponseSchema },
      }),
    },
    async (request, reply) => {
      const s = await scope(request)
      reply.header('cache-control', 'private, no-store')
      return { alerts: await listAlerts(s) }
    },
  )

  app.delete(
    '/user/alerts/:id',
    {
      schema: declared({ summary: "Deletes one of the member's alerts; its held vehicle goes free.", bearer: true, guard: member, params: IdParams, response: { 204: noContent } }),
    },
    async (request, reply) => {
      const s = await scope(request)
      await deleteAlert(s, request.params.id)
      return reply.code(204).send()
    },
  )
})
