import type { PickedDestination } from './search-criteria'

/**
 * The destination as the booking review says it: the driver's label, then the place picked
 * ("Visite (Laval, QC, Canada)"); either alone when the other is empty; null when none was given.
 */
export function destinationText(destination: PickedDestination | null): string | null {
  if (!destination) return null
  const label = destination.label.trim()
  const place = (destination.formattedAddress || destination.displayText || destination.name).trim()
  if (label && place && label !== place) return `${label} (${place})`
  return label || place || null
}
