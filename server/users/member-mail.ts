import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Database } from '../db/schema'
import type { MailMessage } from '../adapters/mail'
import { withOutbox, type OutboxContext } from '../adapters/outbox-transaction'
import type { Limiter } from '../limits/limiter'

/**
 * What a service that mails a member a link needs of its request, as plain values: a service
 * never reads the request (http/service-context.ts builds this one).
 */
export interface MemberMailContext extends OutboxContext {
  db: Kysely<Database>
  tenant: { id: number; human_name: string }
  /** The request's language, for a member who has not chosen one. */
  lang: Language
  /** The origin of links in the mail (http/public-url.ts). */
  origin: string
  /** Counts the mails each member is sent (limits/recipient-limits.ts). */
  limiter: Limiter
}

/** The member's language when set, else the request's. */
export function memberLanguage(user: { language: string | null }, fallback: Language): Language {
  return user.language === 'en' || user.language === 'fr' ? user.language : fallback
}

export type MemberMail = Omit<MailMessage, 'tenantId' | 'senderName'>

/**
 * Runs `work` in one transaction whose `send` writes each mail's outbox row in it: the state the
 * mail carries (a link's token) and the mail commit together, or neither (adapters/outbox-transaction.ts).
 */
export function withMemberMail<T>(ctx: MemberMailContext, work: (trx: Kysely<Database>, send: (mail: MemberMail) => Promise<void>) => Promise<T>): Promise<T> {
  return withOutbox(ctx.db, ctx, (trx, { mail }) =>
    work(trx, async (message) => void (await mail.send({ tenantId: ctx.tenant.id, senderName: ctx.tenant.human_name, ...message }))),
  )
}
