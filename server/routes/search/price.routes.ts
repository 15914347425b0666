import { PriceQuoteBodySchema, PriceQuoteResponseSchema } from '@contracts/price-breakdown'
import { declared, IdParams } from '../../http/declared-routes'
import { requirePlatformReader } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { platformReader } from '../../context/guards'
import { priceQuote } from '../../domain/pricing/price-quote'

/**
 * The price of a booking before it is made, line by line (DECISIONS.md): what the review
 * screen and the chat's review card show. Readable by whoever may search (a guest on a public
 * platform reviews too, without a card).
 */
export default defineRoutes(async (app) => {
  app.post(
    '/vehicles/:id/price',
    {
      schema: declared({
        summary: 'Quotes the price of a vehicle for a period.',
        bearer: true,
        guard: platformReader,
        invalid: 'WRONG_PARAMETER',
        params: IdParams,
        body: PriceQuoteBodySchema,
        response: { 200: PriceQuoteResponseSchema },
      }),
    },
    async (request, reply) => {
      const auth = await requirePlatformReader(request)
      // Depends on who asks (their card): no shared copy.
      reply.header('cache-control', 'private, no-store')
      const { id } = request.params
      const { price } = request.body
      const quote = await priceQuote(
        {
          db: app.db,
          tenantId: request.tenant.id,
          settings: request.tenant.settings,
          userId: auth.kind === 'member' ? auth.user.id : null,
          lang: request.lang,
          nowMs: app.adapters.clock(),
        },
        id,
        price,
      )
      return { price_quote: quote }
    },
  )
})
