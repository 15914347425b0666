import { fetchPlaces, type SearchCriteria } from '@/features/search'

/**
 * Turns an address or a destination said in words into picked places (spec section 5: an address
 * is picked from suggestions): the first suggestion, restricted to the tenant's country by the server.
 */
export async function resolvePlaces(c: SearchCriteria, addressText: string | null, destinationText: string | null): Promise<SearchCriteria> {
  let next = c
  if (addressText && !c.location) {
    const [place] = await fetchPlaces(addressText)
    if (place) next = { ...next, location: { displayText: place.formatted_address, lat: place.latitude, long: place.longitude } }
  }
  if (destinationText && !c.destination) {
    const [place] = await fetchPlaces(destinationText)
    next = {
      ...next,
      destination: {
        label: destinationText,
        name: place?.name ?? destinationText,
        placeId: place?.place_id ?? null,
        formattedAddress: place?.formatted_address ?? '',
        lat: place?.latitude ?? null,
        long: place?.longitude ?? null,
        displayText: place?.formatted_address ?? destinationText,
      },
    }
  }
  return next
}
