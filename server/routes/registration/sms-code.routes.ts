import { SmsCodeConfirmBodySchema, SmsCodeRequestBodySchema, UserResponseSchema, WorkflowStepSchema } from '@contracts/user'
import { SmsCodeSentResponseSchema } from '@contracts/registration'
import { requireMember } from '../../context/auth'
import { completeStep } from '../../domain/registration/advance'
import { isTerminalStep } from '../../domain/registration/workflow'
import { outboxContext } from '../../http/service-context'
import { confirmSmsCode, sendSmsCode } from '../../domain/sms/sms-codes'
import { defineRoutes } from '../../http/route-module'
import { loadUserWire } from '../../users/serialize'
import { workflowContext } from './workflow-context'
import { activeMember } from '../../context/guards'
import { declared } from '../../http/declared-routes'
import { readUserById } from '../../users/find-member'

/** Phone verification (v0.3 calls): a code during registration, or to confirm a new number afterwards. */
export default defineRoutes(async (app) => {
  app.post(
    '/user/sms_code',
    {
      schema: declared({
        summary: "Sends a code by SMS to check the member's phone number.",
        bearer: true,
        guard: activeMember,
        body: SmsCodeRequestBodySchema,
        response: { 201: SmsCodeSentResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { sms_code: body } = request.body
      const { tenant } = request
      const step = WorkflowStepSchema.catch('driver_ok').parse(user.workflow_next_step)
      const sent = await sendSmsCode(app.db, {
        tenantId: tenant.id,
        userId: user.id,
        cellPhone: body.cell_phone,
        country: tenant.settings.iso3166,
        // Past registration, a code always confirms a change of number.
        purpose: isTerminalStep(step) ? 'phone_change' : 'registration',
        language: user.language === 'en' || user.language === 'fr' ? user.language : request.lang,
        tenantName: tenant.human_name,
        now: app.adapters.clock(),
        outbox: outboxContext(request),
        limiter: app.limiter,
        limits: tenant.settings.sms_limits,
      })
      return reply.code(201).send({ sms_code: { cell_phone: sent.cellPhone, expires_at: new Date(sent.expiresAt).toISOString() } })
    },
  )

  app.put(
    '/user/sms_code',
    { schema: declared({ summary: 'Checks the code received by SMS.', bearer: true, guard: activeMember, body: SmsCodeConfirmBodySchema, response: { 200: UserResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const { sms_code: body } = request.body
      const ctx = workflowContext(request, user)
      const confirmed = await confirmSmsCode(app.db, { tenantId: ctx.tenantId, userId: user.id, code: body.code, now: ctx.now })
      if (confirmed.purpose === 'registration') await completeStep(ctx, 'driver_on_sms_form')
      const row = await readUserById(app.db, ctx.tenantId, user.id)
      return { user: await loadUserWire(app.db, row) }
    },
  )
})
