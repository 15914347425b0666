import { Counter } from 'prom-client'

/** How a try to charge a card ended: paid, refused by the card, or failed without an answer (network, provider down). */
export type ChargeTryOutcome = 'paid' | 'refused' | 'error'

/**
 * Charges tried by this process, by outcome: one counter per process, whichever part charged (the
 * charge job, the admin command line), served by every registry of the process (ops/metrics.ts).
 */
export const chargeTries = new Counter({
  name: 'frontoffice_charges_total',
  help: 'Card charges tried by this process, by outcome (paid, refused by the card, error without an answer)',
  labelNames: ['outcome'],
  registers: [],
})

export function countChargeTry(outcome: ChargeTryOutcome): void {
  chargeTries.inc({ outcome })
}
