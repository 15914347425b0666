import { InvoicesQuerySchema, InvoicesResponseSchema } from '@contracts/invoice'
import { declared } from '../../http/declared-routes'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { member } from '../../context/guards'
import { listMemberInvoices } from '../../domain/payments/member-invoices'

/** GET /user/invoices (DECISIONS.md): the member's own invoices with the rental each charges, newest first. */
export default defineRoutes(async (app) => {
  app.get(
    '/user/invoices',
    {
      schema: declared({
        summary: "The member's invoices, a page at a time.",
        bearer: true,
        guard: member,
        querystring: InvoicesQuerySchema,
        response: { 200: InvoicesResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const q = request.query
      const page = await listMemberInvoices(app.db, { tenantId: request.tenant.id, userId: user.id, page: q.page, limit: q.limit })
      return { invoices: page.invoices, meta: { total: page.total, limit: q.limit, page: q.page } }
    },
  )
})
