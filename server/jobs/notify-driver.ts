import type { Language } from '@contracts/common'
import { createMailAdapter } from '../adapters/mail'
import { createSmsAdapter } from '../adapters/sms'
import type { JobContext } from './job-definition'
import type { Notice } from './messages/rental-notices'

export interface NoticeDriver {
  tenantId: number
  tenantName: string
  email: string
  cellPhone: string | null
}

/** The member's language when set, else the tenant's. */
export function driverLanguage(userLanguage: string | null, tenantLanguage: Language): Language {
  return userLanguage === 'en' || userLanguage === 'fr' ? userLanguage : tenantLanguage
}

/** Writes a notice to the outbox (and queues its delivery) by e-mail and, when asked and a number is known, by SMS. */
export async function notifyDriver(ctx: JobContext, driver: NoticeDriver, notice: Notice, channels: { email: boolean; sms: boolean }): Promise<void> {
  if (channels.email) {
    const mail = createMailAdapter({ db: ctx.db, queue: ctx.queue, smtpConfigured: Boolean(ctx.config.mail.smtpUrl), clock: ctx.clock })
    await mail.send({ tenantId: driver.tenantId, to: driver.email, subject: notice.subject, text: notice.text, senderName: driver.tenantName })
  }
  if (channels.sms && driver.cellPhone) {
    const sms = createSmsAdapter({ db: ctx.db, queue: ctx.queue, gatewayConfigured: Boolean(ctx.config.sms.gatewayUrl), clock: ctx.clock })
    await sms.send({ tenantId: driver.tenantId, to: driver.cellPhone, text: notice.sms })
  }
}
