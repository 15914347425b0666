// The quarter-hour rounding of spec sections 5 and 9 is a rental time rule: contracts/rental-times.ts owns it.
export { QUARTER_HOUR_MS as QUARTER_MS, ceilToQuarter, floorToQuarter } from '@contracts/rental-times'
