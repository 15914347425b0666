import type { Catalog, IntentName, IntentResult, Lang, ParseInput, ParseOptions, PricingAbout, TracedResult } from './types'
import { buildCatalogMatcher, isCompiled, type CompiledCatalog } from './catalog/compile-catalog'
import { classifyIntent, featuresOf } from './classify/classify-intent'
import { withoutReceivedReceipt } from './classify/after-search'
import { readAfterSearch, withReadings } from './classify/read-after-search'
import { clockwork } from './dates/resolve-dates'
import { lexicon } from './lexicon'
import { phrasesAt } from './lexicon/compile-lexicon'
import { runMatchers } from './matchers'
import { chronoDates } from './matchers/chrono-fallback'
import type { Entity, Sentence } from './matchers/types'
import { planDates } from './refiners/date-plan'
import { findDestination, takenBy } from './refiners/places'
import { resolveOverlaps } from './refiners/resolve-overlaps'
import { continuedIntent, mergeSlots, missingOf, previousDates, readContext } from './slots/follow-up'
import { unwantedOf } from './slots/negation'
import { readSlots } from './slots/read-slots'
import { emptySlots } from './slots/slot-schema'
import { expandAbbreviations } from './text/abbreviations'
import { correctTypos } from './text/correct-typos'
import { detectLanguage } from './text/detect-language'
import { tokenise } from './text/tokenise'

const BOOKING_INTENTS = new Set<IntentName>(['show_booking', 'modify_booking', 'cancel_booking', 'invoices'])
const DAY_ONLY_INTENTS = new Set<IntentName>(['show_booking', 'cancel_booking', 'invoices'])
function readNow(now: unknown): number | null {
  const ms = now instanceof Date ? now.getTime() : typeof now === 'string' ? Date.parse(now) : NaN
  return Number.isFinite(ms) ? ms : null
}

function run(input: ParseInput, catalog: Catalog | CompiledCatalog, trace: string[] | null): IntentResult {
  const cat = isCompiled(catalog) ? catalog : buildCatalogMatcher(catalog)
  const lex = lexicon()
  const text = typeof input.text === 'string' ? input.text : ''
  const raw = tokenise(text)
  const detected = detectLanguage(text, raw, lex, cat.placeWords)
  const lang: Lang = input.lang === 'fr' || input.lang === 'en' ? input.lang : detected.lang
  trace?.push(`lang ${lang} (fr ${detected.fr}, en ${detected.en}${input.lang ? ', given' : ''})`)
  const tokens = correctTypos(expandAbbreviations(raw, lex, lang), lex, cat.words)
  trace?.push(`tokens ${tokens.map((t) => (t.typed ? `${t.typed}>${t.norm}` : t.norm)).join(' ')}`)
  const s: Sentence = { text, tokens, lang, lex, hits: tokens.map((_, i) => phrasesAt(lex, tokens, i, lang)) }
  const now = readNow(input.now)
  const matched = resolveOverlaps(runMatchers(s, cat))
  const extra = now === null ? [] : chronoDates(s, matched, now, cat.timezone)
  const entities = withoutReceivedReceipt(extra.length === 0 ? matched : [...matched, ...extra].sort((x, y) => x.start - y.start || x.end - y.end))
  trace?.push(`entities ${entities.map(describe).join(', ')}${extra.length ? ` (chrono: ${extra.map(describe).join(', ')})` : ''}`)

  const words = tokens.filter((t) => t.kind !== 'punct').length
  const taken = takenBy(entities, tokens.length)
  const destination = findDestination(s, taken)
  const after = readAfterSearch(s, entities)
  const features = featuresOf(entities, words, destination !== null, after.features)
  const own = classifyIntent(features)
  const context = readContext(input.context)
  const intent = continuedIntent(own, context, entities, destination !== null)
  // An alert asked right after a search ("prévenez-moi si une voiture se libère") keeps that search.
  const continuing = context !== null && (context.intent === intent || (intent === 'create_alert' && context.intent === 'search_vehicles'))
  trace?.push(`intent ${own.intent} by rule "${own.rule}"${continuing ? `, continuing ${context.intent}` : context ? ', context ignored' : ''}`)

  const cw = now === null ? null : clockwork(now, cat.timezone)
  const plan = planDates(s, entities, {
    bookingDay: BOOKING_INTENTS.has(intent),
    anyDayIsBooking: DAY_ONLY_INTENTS.has(intent),
    extends: intent === 'modify_booking' && (features.cues.has('extend') || features.cues.has('end_of')),
  })
  if (plan.atoms > 0)
    trace?.push(`dates ${JSON.stringify({ start: plan.start, end: plan.end, duration: plan.duration, forDay: plan.forDay, weekend: plan.weekend, bookingDay: plan.bookingDay })}`)
  const previous = continuing ? context.slots : null
  const said = readSlots(intent, {
    s,
    entities,
    cues: features.cues,
    plan,
    catalog: cat,
    cw,
    taken,
    destination,
    base: previousDates(previous),
    previousStart: typeof previous?.startStation === 'string' ? previous.startStation : null,
  })
  trace?.push(`said ${JSON.stringify(said)}`)
  // Only a search has slots a driver takes back ("sans GPS"); unwantedOf reads the same entities readSlots did.
  const unwanted = intent === 'search_vehicles' ? { ...unwantedOf(s, entities) } : {}
  const slots = mergeSlots(intent, previous, said, features.cues.has('instead'), cat.timezone, unwanted)
  const missing = missingOf(intent, slots, cat.addressEngine)
  const result = { lang, intent, slots, missing, textLang: detected.told } as IntentResult
  if (intent === 'pricing') result.pricingAbout = pricingAbout(s, entities)
  return withReadings(result, after, entities)
}

/** The categories and the period a rates question names ("combien pour un utilitaire à la journée ?"). */
function pricingAbout(s: Sentence, entities: readonly Entity[]): PricingAbout {
  const categories = [...new Set(entities.flatMap((e) => (e.type === 'category' ? [e.id] : [])))]
  let period: PricingAbout['period'] = null
  for (const hits of s.hits) {
    const unit = hits.find((e) => e.group === 'unit' && (e.key === 'hour' || e.key === 'day' || e.key === 'week' || e.key === 'night'))
    if (unit) {
      period = unit.key === 'hour' ? 'hour' : unit.key === 'week' ? 'week' : 'day'
      break
    }
  }
  return { categories, period }
}

function describe(e: Entity): string {
  const span = `@${e.start}-${e.end}`
  switch (e.type) {
    case 'cue':
      return `cue:${e.cue}${span}`
    case 'date':
      return `date:${JSON.stringify(e.atom)}${span}`
    case 'station':
    case 'category':
    case 'label':
      return `${e.type}:${e.id}${span}`
    default:
      return `${e.type}${span}`
  }
}

/**
 * Reads a French or English sentence into an intent and its slots, deterministically: the same
 * text, clock, context and catalog always give the same result. Never throws; what cannot be
 * understood is `unknown`. The catalog may be passed compiled (buildCatalogMatcher); a plain
 * catalog is compiled once and cached by object identity.
 */
export function parseIntent(input: ParseInput, catalog: Catalog | CompiledCatalog, options: ParseOptions = {}): TracedResult {
  const trace: string[] | null = options.debug ? [] : null
  try {
    const result: TracedResult = run(input, catalog, trace)
    if (trace) result.trace = trace
    return result
  } catch (error) {
    const lang: Lang = input?.lang === 'en' ? 'en' : 'fr'
    trace?.push(`failed: ${error instanceof Error ? error.message : String(error)}`)
    const result: TracedResult = { lang, intent: 'unknown', slots: emptySlots('unknown') as Record<string, never>, missing: [], textLang: null }
    if (trace) result.trace = trace
    return result
  }
}
