/**
 * A price line by line, for every feature and card: the review prices a booking, the
 * bookings' receipts show what was charged; features never import each other, so they meet here.
 */
export { priceBreakdownView, PriceRows, formatDateInWords, type PriceBreakdownView, type PriceRow } from '@/features/search'
