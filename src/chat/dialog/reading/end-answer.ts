import { TZDate } from '@date-fns/tz'
import type { IntentContext, IntentResult } from '../intent-types'
import { foldedText } from '../folded-text'

export type Reparse = (text: string, context: IntentContext | null, lang: 'fr' | 'en' | null) => IntentResult

/** "3h", "16h", "16h30", "16:30", "à 16h", "7": an hour with nothing to say if it is a time or a length. */
const BARE_HOUR = /^(?:a |at |vers )?(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?)?\s*$/

function startOf(context: IntentContext): string | null {
  return typeof context.slots.startDate === 'string' ? context.slots.startDate : null
}

/** The reading keeps the search and its start, and gives the end. */
function answers(result: IntentResult, context: IntentContext, start: string): boolean {
  return result.intent === context.intent && result.slots.startDate === start && typeof result.slots.endDate === 'string'
}

/**
 * The answer to "until when?" (rule 1): read against the start, never as a new start. A bare hour
 * is a time when it falls after the start on the start's day ("16h" after 9h) and a length
 * otherwise ("3h" after 10h ends at 13h); the sentence is then completed with the question's frame
 * ("jusqu'à 16h", "pour 3h") and read by the engine, which owns the date rules. Anything else is
 * read as a follow-up first ("jusqu'à 16h", "until 5pm", "pour 2 jours", "toute la journée"), then
 * as a length ("2 hrs", "4 hours"), then as a time ("5pm", "midi"). Null when the sentence is no end.
 */
export function readEndAnswer(text: string, context: IntentContext, timeZone: string, parse: Reparse): IntentResult | null {
  const read = readEnd(text, context, timeZone, parse)
  if (read) return read
  // "make it 3 hours", "disons 16h", "euh, 2h": the words around an answer, put aside when the answer alone reads.
  const bare = foldedText(text).trim().replace(HEDGES, '')
  return bare !== '' && bare !== foldedText(text).trim() ? readEnd(bare, context, timeZone, parse) : null
}

/** Words a person puts before an answer, folded: hesitations, "make it", "disons", and "at"/"vers" before a time. */
const HEDGES =
  /^(?:(?:ok(?:ay)?|euh+|hmm+|um+|well|alors|bon|make it|let.?s say|say|maybe|disons|mettons|je dirais|on va dire|on dit|peut.etre|plutot|at|a|vers|around|about|environ)[\s,.]+)+/

function readEnd(text: string, context: IntentContext, timeZone: string, parse: Reparse): IntentResult | null {
  const start = startOf(context)
  if (!start) return null
  const bare = BARE_HOUR.exec(foldedText(text).trim())
  if (bare) {
    const hour = Number(bare[1])
    const minute = Number(bare[2] ?? '0')
    if (hour > 24 || minute > 59) return null
    const local = new TZDate(Date.parse(start), timeZone)
    const clock = `${hour}h${bare[2] ?? ''}`
    const later = hour * 60 + minute > local.getHours() * 60 + local.getMinutes() && hour < 24
    const framed = parse(later ? `jusqu'à ${clock}` : `pour ${clock}`, context, 'fr')
    return answers(framed, context, start) ? framed : null
  }
  const plain = parse(text, context, null)
  if (answers(plain, context, start)) return plain
  // A length first ("2 hrs" is "for 2 hrs"), then a time: while the end is asked, what the engine
  // reads as a new start ("5pm", "midi", "noon") is the end ("until 5pm"), never a new start.
  const saysTime = typeof plain.slots.startDate === 'string' && plain.slots.startDate !== start
  const frames = [
    ['for', 'en'],
    ['pour', 'fr'],
    ...(saysTime
      ? ([
          ['until', 'en'],
          ["jusqu'à", 'fr'],
        ] as const)
      : []),
  ] as const
  for (const [frame, lang] of frames) {
    const framed = parse(`${frame} ${text}`, context, lang)
    if (answers(framed, context, start)) return framed
  }
  return null
}
