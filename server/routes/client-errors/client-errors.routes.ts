import { ClientErrorReportSchema } from '@contracts/client-errors'
import { defineRoutes } from '../../http/route-module'
import { redactUrl } from '../../http/log-redaction'
import { forwardCrashReport } from './forward-report'
import { declared } from '../../http/declared-routes'
import { z } from 'zod'

const ReceivedAnswer = z.object({ received: z.literal(true) })

/**
 * POST /client_errors: the app's error boundaries report interface crashes here (spec section 8:
 * "a crash of the interface ... is reported to an error-reporting service"). Always logged; forwarded
 * to ERROR_REPORT_URL when configured. No token needed: a crash can happen before any session.
 */
export default defineRoutes(async (app) => {
  app.post(
    '/client_errors',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: declared({ summary: "Reports a crash of the interface to the server's log.", body: ClientErrorReportSchema, response: { 202: ReceivedAnswer } }),
    },
    async (request, reply) => {
      // The crashed page's address may hold a reset token or an access token: never logged nor forwarded as is.
      const parsed = request.body
      const report = { ...parsed, url: redactUrl(parsed.url) }
      request.log.warn({ clientError: { message: report.message, url: report.url, tenant: request.tenant.slug } }, 'interface crash reported')
      const target = app.config.errorReportUrl
      if (target) {
        void forwardCrashReport(target, report, {
          tenant: request.tenant.slug,
          userAgent: request.headers['user-agent'],
          receivedAt: new Date().toISOString(),
        })
      }
      return reply.code(202).send({ received: true })
    },
  )
})
