import { reply } from '../card'
import type { IntentHandler } from '../types'

/**
 * report_incident (accident, breakdown, flat tyre, theft): the operator's emergency number first
 * (../shared/dialogues/CONTRACT.md, rule 9), then what to do next. Without a number, the emergency
 * services first and the operator's contact. The booking concerned is the rule-9
 * handlers' part (the engine's second phase): this default keeps the number first meanwhile.
 */
export const reportIncidentHandler: IntentHandler = {
  intent: 'report_incident',
  handle(ctx) {
    const phone = ctx.env.contact?.emergencyPhone ?? ctx.env.contact?.phone ?? null
    const kind = typeof ctx.result.slots.kind === 'string' ? ctx.result.slots.kind : 'other'
    const first = phone ? ctx.t('incident.call', { phone }) : ctx.t('incident.no-phone')
    return { reply: reply(`${first} ${ctx.t(`incident.next.${kind}`)}`, [], [{ label: ctx.t('chips.contact.label'), text: ctx.t('chips.contact.text') }]) }
  },
}
