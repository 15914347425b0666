import type { FastifyRequest } from 'fastify'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { userFileReply } from '../../http/user-file'
import { declared, fileAnswer, IdParams } from '../../http/declared-routes'
import { ReceiptResponseSchema } from '@contracts/receipt'
import { idParam } from '../../http/validation'
import { findReceipt } from '../../domain/payments/receipt'
import { receiptPdf } from '../../domain/payments/receipt-pdf'

/**
 * Receipts of finished rentals (issue 19, DECISIONS.md): the driver's own, once the charge job has
 * invoiced the closed rental; as JSON for the printable page, and as a PDF.
 */
export default defineRoutes(async (app) => {
  const receiptOf = async (request: FastifyRequest) => {
    const { user } = await requireMember(request)
    return findReceipt({ db: app.db, tenant: request.tenant, userId: user.id, lang: request.lang }, idParam(request))
  }

  app.get(
    '/user/rentals/:id/receipt',
    { schema: declared({ summary: "The receipt of one of the member's rentals.", bearer: true, params: IdParams, response: { 200: ReceiptResponseSchema } }) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { receipt: await receiptOf(request) }
    },
  )

  app.get(
    '/user/rentals/:id/receipt.pdf',
    { schema: declared({ summary: 'The receipt as a PDF file.', bearer: true, params: IdParams, response: { 200: fileAnswer('The receipt as a PDF file.', 'application/pdf') } }) },
    async (request, reply) => {
      const receipt = await receiptOf(request)
      userFileReply(reply, { contentType: 'application/pdf', filename: `receipt-${receipt.invoice_number}.pdf` })
      return receiptPdf(receipt, request.lang, request.tenant.settings.timezone)
    },
  )
})
