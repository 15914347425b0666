import { InvoicesQuerySchema, InvoicesResponseSchema } from '@contracts/invoice'
import { declared } from '../../http/declared-routes'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { parseQuery } from '../../http/validation'
import { listMemberInvoices } from '../../domain/payments/member-invoices'

/** GET /user/invoices (DECISIONS.md): the member's own invoices with the rental each charges, newest first. */
export default defineRoutes(async (app) => {
  app.get(
    '/user/invoices',
    { schema: declared({ summary: "The member's invoices, a page at a time.", bearer: true, querystring: InvoicesQuerySchema, response: { 200: InvoicesResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const q = parseQuery(request, InvoicesQuerySchema)
      const page = await listMemberInvoices(app.db, { tenantId: request.tenant.id, userId: user.id, page: q.page, limit: q.limit })
      return { invoices: page.invoices, meta: { total: page.total, limit: q.limit, page: q.page } }
    },
  )
})
