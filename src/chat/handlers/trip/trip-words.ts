import type { VehicleSide } from '@contracts/trip'
import { foldedText } from '../../dialog/folded-text'

/** What a sentence asks of the trip, read from its words (folded: lower case, no accents). */
export type TripWord = 'start' | 'unlock' | 'lock' | 'end'

// "s'il vous plaît", "peux-tu", "can you"... before an order: the order still opens the sentence.
const POLITE = String.raw`^(?:(?:s'?il (?:te|vous) plait|svp|stp|please|pls|merci de|peux[- ]tu|pouvez[- ]vous|tu peux|vous pouvez|can you|could you|would you)\s*,?\s*)*`
const UNLOCK = new RegExp(`${POLITE}(?:deverrouill\\w*|debloqu\\w*|unlock)\\b`)
const LOCK = new RegExp(`${POLITE}(?:verrouill\\w*|lock)\\b`)
const TRIP_NOUN = String.raw`\b(?:location|trajet|reservation|resa|trip|rental|booking|ride)\b`
const START = new RegExp(String.raw`\b(?:commence|commencer|demarre|demarrer|debute|debuter|start|begin)\b[^.!]{0,24}${TRIP_NOUN}`)
const END = new RegExp(
  String.raw`\bje (?:rends|ramene|rapporte|depose)\b[^.!]{0,20}\b(?:voiture|vehicule|auto|clefs?|cles?)\b|\b(?:end|finish|stop|terminer?|termine|finir|finis|arreter?)\b[^.!]{0,24}${TRIP_NOUN}|\b(?:i'?m |i am )?return(?:ing)? the car\b`,
)
// A question ("comment déverrouiller ?", "how do I unlock"), a trouble ("won't unlock", "ne s'ouvre pas")
// or a time ("je rends la voiture à 18h": a change of the end) is not an order to the car.
const NOT_AN_ORDER =
  /\?|\b(?:ne|n|pas|won'?t|can'?t|cannot|couldn'?t|doesn'?t|don'?t|not|how|comment|quand|when|why|pourquoi|where|ou est|what time|quelle heure|later|plus tard|tot|earlier)\b|\d/

export function tripWord(text: string): TripWord | null {
  const t = foldedText(text).trim()
  if (NOT_AN_ORDER.test(t)) return null
  if (UNLOCK.test(t)) return 'unlock'
  if (LOCK.test(t)) return 'lock'
  if (START.test(t)) return 'start'
  if (END.test(t)) return 'end'
  return null
}

// A door or a wing is on a side: "portière avant gauche" is the left side; "portière avant" the front.
const SIDES: readonly [VehicleSide, RegExp][] = [
  ['left', /\b(gauche|left)\b/],
  ['right', /\b(droite?|right)\b/],
  ['front', /\b(avant|front|capot|hood|bonnet|pare-?brise|windshield|windscreen)\b/],
  ['back', /\b(arriere|back|rear|coffre|trunk|boot|hayon|tailgate)\b/],
  ['interior', /\b(interieur|inside|interior|sieges?|seats?|tableau de bord|dashboard|habitacle)\b/],
]

/** The side of the car a damage sentence names, or null. */
export function sideNamed(text: string): VehicleSide | null {
  const t = foldedText(text)
  return SIDES.find(([, words]) => words.test(t))?.[0] ?? null
}
