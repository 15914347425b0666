import { foldedText } from '../folded-text'

/**
 * The intent engine reads "merci" / "thanks" as a greeting (CONTRACT.md has no thanks intent), so the
 * chat tells thanks apart by its words: a thank-you is acknowledged, not answered with a new welcome.
 * Kept here rather than imported from the engine's lexicon, which loads after the chat's first paint.
 */
const THANKS = /\b(merci|mercis|remercie|remercions|mci|mrc|thanks|thank|thx|thnx|ty|cheers|appreciated)\b/

export function isThanks(text: string): boolean {
  return THANKS.test(foldedText(text))
}
