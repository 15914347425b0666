import type { FastifyRequest } from 'fastify'
import { requireMember } from '../../context/auth'
import { defineRoutes } from '../../http/route-module'
import { userFileReply } from '../../http/user-file'
import { declared, fileAnswer, IdParams } from '../../http/declared-routes'
import { ReceiptResponseSchema } from '@contracts/receipt'
import { member } from '../../context/guards'
import { findReceipt } from '../../domain/payments/receipt'
import { receiptPdf } from '../../domain/payments/receipt-pdf'
import { mailReceipt } from '../../domain/payments/receipt-request'
import { memberMailContext } from '../../http/service-context'
import { ReceiptMailAnswerSchema } from '@contracts/receipt'

/**
 * Receipts of finished rentals (DECISIONS.md): the driver's own, once the charge job has
 * invoiced the closed rental; as JSON for the printable page, and as a PDF.
 */
export default defineRoutes(async (app) => {
  const receiptOf = async (request: FastifyRequest, rentalId: number) => {
    const { user } = await requireMember(request)
    return findReceipt({ db: app.db, tenant: request.tenant, userId: user.id, lang: request.lang }, rentalId)
  }

  /**
   * E-mails the receipt's PDF to its driver's address, through the outbox (202: it travels apart).
   * The member asks for their own mail, so a spent limit (10 an hour) is said: 429.
   */
  app.post(
    '/user/rentals/:id/receipt/email',
    {
      schema: declared({
        summary: "E-mails the receipt of one of the member's rentals to the member, as a PDF.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 202: ReceiptMailAnswerSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const receipt = await receiptOf(request, request.params.id)
      await mailReceipt(await memberMailContext(request), user, receipt, request.tenant.settings.timezone)
      return reply.code(202).send({ receipt_mail: { status: 'sent', to: user.email, invoice_number: receipt.invoice_number } })
    },
  )

  app.get(
    '/user/rentals/:id/receipt',
    { schema: declared({ summary: "The receipt of one of the member's rentals.", bearer: true, guard: member, params: IdParams, response: { 200: ReceiptResponseSchema } }) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { receipt: await receiptOf(request, request.params.id) }
    },
  )

  app.get(
    '/user/rentals/:id/receipt.pdf',
    {
      schema: declared({
        summary: 'The receipt as a PDF file.',
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: fileAnswer('The receipt as a PDF file.', 'application/pdf') },
      }),
    },
    async (request, reply) => {
      const receipt = await receiptOf(request, request.params.id)
      userFileReply(reply, { contentType: 'application/pdf', filename: `receipt-${receipt.invoice_number}.pdf` })
      return receiptPdf(receipt, request.lang, request.tenant.settings.timezone)
    },
  )
})
