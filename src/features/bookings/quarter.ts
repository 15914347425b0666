import { QUARTER_HOUR_MS } from '@contracts/rental'

/** Time picker interval of spec section 9, the step the server requires of rental times. */
export const QUARTER_MS = QUARTER_HOUR_MS

export const ceilToQuarter = (ms: number) => Math.ceil(ms / QUARTER_MS) * QUARTER_MS
export const floorToQuarter = (ms: number) => Math.floor(ms / QUARTER_MS) * QUARTER_MS
