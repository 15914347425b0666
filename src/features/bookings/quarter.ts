/** Time picker interval of spec section 9. */
export const QUARTER_MS = 15 * 60 * 1000

export const ceilToQuarter = (ms: number) => Math.ceil(ms / QUARTER_MS) * QUARTER_MS
export const floorToQuarter = (ms: number) => Math.floor(ms / QUARTER_MS) * QUARTER_MS
