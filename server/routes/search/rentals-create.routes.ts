import { CreateRentalBodySchema, RentalResponseSchema } from '@contracts/rental'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { member } from '../../context/guards'
import { publicOrigin } from '../../http/public-url'
import { bookRental } from '../../domain/booking/create-rental'
import { confirmationMailWriter } from '../../domain/booking/confirmation-mail'
import { outboxContext } from '../../http/service-context'
import { readIdempotencyKey, rentalOfKey } from '../../domain/booking/idempotency'
import { findRentalForMember } from '../../domain/rentals/rental-queries'
import { wireRental } from '../rentals/rental-wire'
import { declared } from '../../http/declared-routes'

/**
 * POST /user/rentals: a member books; the driver is the member of the token (spec sections 6, 7).
 * With an Idempotency-Key header, a retry answers the rental the first attempt made.
 * A new rental's confirmation e-mail, with its calendar file, is written once, in the booking's transaction.
 */
export default defineRoutes(async (app) => {
  app.post(
    '/user/rentals',
    {
      schema: declared({
        summary: 'Books a vehicle.',
        description:
          "The trip details the tenant's features require are refused missing with 400 FIELD_REQUIRED naming the field: " +
          'rental_label_id (labels), destination with its label and address or a destination_id (estimated distance with the ' +
          'destination field), estimated_distance (estimated distance without it).',
        bearer: true,
        guard: member,
        invalid: 'WRONG_PARAMETER',
        body: CreateRentalBodySchema,
        response: { 201: RentalResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const body = request.body
      const { settings } = request.tenant
      const now = app.adapters.clock()
      const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key'], request.body)
      const confirmation = confirmationMailWriter(
        {
          tenant: request.tenant,
          origin: await publicOrigin(request),
          lang: request.lang,
          ...outboxContext(request),
        },
        user,
      )
      // Once per rental: a retry answered from its Idempotency-Key writes nothing.
      const ctx = { db: app.db, tenantId: request.tenant.id, settings, member: user, nowMs: now, idempotencyKey, onCreated: confirmation.write }
      let id: number
      let created = false
      try {
        ;({ id, created } = await bookRental(ctx, body))
      } catch (error) {
        // A retry racing its first attempt may fail a rule the first one's rental now breaks (the
        // vehicle is taken, the active-rental cap reached): the key then names the rental to answer.
        const made = idempotencyKey ? await rentalOfKey(app.db, { tenantId: ctx.tenantId, userId: user.id, nowMs: now }, idempotencyKey) : null
        if (made === null) throw error
        id = made
      }
      if (created) await confirmation.flush()
      const found = await findRentalForMember(app.db, request.tenant.id, user.id, id)
      reply.code(201)
      return { rental: wireRental(app, request, user, found) }
    },
  )
})
