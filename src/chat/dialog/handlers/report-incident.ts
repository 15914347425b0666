import { incidentPhone, publicEmergencyNumber } from '@contracts/contact-rules'
import { formatPhone } from '@contracts/phone-format'
import { INCIDENT_KINDS } from '@cards/incident/schema'
import { card, reply } from '../card'
import type { CardSpec, HandlerContext, IntentHandler, Reply } from '../types'

type IncidentKind = (typeof INCIDENT_KINDS)[number]

const kindOf = (ctx: HandlerContext): IncidentKind => {
  const k = ctx.result.slots.kind
  return (INCIDENT_KINDS as readonly unknown[]).includes(k) ? (k as IncidentKind) : 'other'
}

/**
 * The answer to an accident, a breakdown or a theft (../shared/dialogues/CONTRACT.md, rule 9): the
 * operator's emergency number first, in words and as the incident card's call link (GET /tenant's
 * emergency_phone, else support_phone), then what to do next. Without a number, the emergency
 * services first and the operator's contact. `more` follows the incident card (the booking concerned).
 */
export function incidentReply(ctx: HandlerContext, more: CardSpec[] = []): Reply {
  const contact = ctx.env.contact
  const phone = contact ? incidentPhone({ emergency_phone: contact.emergencyPhone, support_phone: contact.phone }) : null
  const services = contact?.services ?? publicEmergencyNumber(null)
  const kind = kindOf(ctx)
  const first = phone ? ctx.t('incident.call', { phone: formatPhone(phone, contact?.country ?? '') }) : ctx.t('incident.no-phone', { services })
  return reply(
    `${first} ${ctx.t(`incident.next.${kind}`)}`,
    [card('incident', { kind, phone, services }), ...more],
    [{ label: ctx.t('chips.contact.label'), text: ctx.t('chips.contact.text') }],
  )
}

/** report_incident before the driver-help capability loads (it adds the booking concerned). */
export const reportIncidentHandler: IntentHandler = {
  intent: 'report_incident',
  handle: (ctx) => ({ reply: incidentReply(ctx) }),
}
