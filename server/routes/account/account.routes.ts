import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { feature, member } from '../../context/guards'
import { deleteAccount } from '../../domain/account/account-deletion'
import { sendPersonalData } from '../../domain/account/data-request'
import { memberMailContext } from '../../http/service-context'
import { unstartedGraceMs } from '../../domain/rentals/lifecycle-rules'
import { deleteCard, setDefaultCard, toWireCard } from '../../domain/payments/cards'
import { z } from 'zod'
import { StripeCardResponseSchema } from '@contracts/payment'
import { InstantSchema } from '@contracts/common'
import { declared, IdParams, noContent } from '../../http/declared-routes'

const DataRequestAnswer = z.object({ data_request: z.object({ status: z.literal('sent'), requested_at: InstantSchema }) })

/** The account calls: personal data export, account deletion, main card and card removal. */
export default defineRoutes(async (app) => {
  /**
   * Sends the export by e-mail (SMTP when configured, always recorded in the outbox): 202, it travels
   * apart. At most 3 a day per member (limits/recipient-limits.ts); beyond, the same 202 sends nothing.
   */
  app.post(
    '/user/data_request',
    { schema: declared({ summary: 'Sends the member a copy of their personal data by e-mail.', bearer: true, response: { 202: DataRequestAnswer } }) },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const requestedAt = app.adapters.clock()
      await sendPersonalData(await memberMailContext(request), user, request.tenant.settings.distance_unit)
      return reply.code(202).send({ data_request: { status: 'sent', requested_at: new Date(requestedAt).toISOString() } })
    },
  )

  /** 409 with user_rentals_user_has_rental or user_invoices_as_buyer_user_has_pending_invoice; else 204. */
  app.delete('/user', { schema: declared({ summary: "Closes the member's account.", bearer: true, response: { 204: noContent } }) }, async (request, reply) => {
    const { user } = await requireMember(request)
    const scope = { tenantId: request.tenant.id, userId: user.id }
    await deleteAccount(app.db, scope, { now: app.adapters.clock(), unstartedGraceMs: unstartedGraceMs(request.tenant.settings) }, (path) => app.files.remove(path))
    return reply.code(204).send()
  })

  // The card rules are the payments module's (registration issue): another member's card is not
  // among the member's cards, so it is 404 like a deleted one; removing the main card promotes the next.
  app.put(
    '/user/stripe_cards/:id/default',
    {
      schema: declared({
        summary: 'Makes a saved card the default one.',
        bearer: true,
        // Choosing a main card is using cards: off with payments (see payments.routes.ts). Removal stays
        // allowed so a member can still delete a card stored before payments were turned off.
        guard: [member, feature('payments', 'payment_card_required')],
        params: IdParams,
        response: { 200: StripeCardResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const card = await setDefaultCard(app.db, { tenantId: request.tenant.id, userId: user.id, now: app.adapters.clock() }, request.params.id)
      return { stripe_card: toWireCard(card) }
    },
  )

  app.delete(
    '/user/stripe_cards/:id',
    { schema: declared({ summary: 'Removes a saved card.', bearer: true, guard: member, params: IdParams, response: { 204: noContent } }) },
    async (request, reply) => {
      const { user } = await requireMember(request)
      await deleteCard(app.db, { tenantId: request.tenant.id, userId: user.id, now: app.adapters.clock() }, request.params.id)
      return reply.code(204).send()
    },
  )
})
