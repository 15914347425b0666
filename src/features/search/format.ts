// Prices and distances are read the same everywhere (screens, chat, server messages): contracts/format.ts.
export { currencySymbol, formatAmount, formatDecimal, formatDistance, formatPrice, METERS_PER_UNIT } from '@contracts/format'
