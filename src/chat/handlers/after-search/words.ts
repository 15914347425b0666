import { foldedText } from '../../dialog/folded-text'

/**
 * The words of the conversation after the search that the dialog reads itself, only where the
 * thread allows them (intents/CONTRACT.md: "the engine reports the reading, the dialog decides"):
 * an ordinal while results show, a yes or no while a card asks for one, a change marker once a
 * booking is known. Compared folded (lower case, no accents).
 */

const ORDINALS: readonly [RegExp, number][] = [
  [/^(1(ere|re|er|st)?|premiere?|premier|first|number one|numero un|no 1|n 1|#1)$/, 1],
  [/^(2(e|eme|nd|de)?|deuxieme|seconde?|second|number two|numero deux|no 2|#2)$/, 2],
  [/^(3(e|eme|rd)?|troisieme|third|number three|numero trois|no 3|#3)$/, 3],
  [/^(4(e|eme|th)?|quatrieme|fourth)$/, 4],
  [/^(5(e|eme|th)?|cinquieme|fifth)$/, 5],
  [/^(6(e|eme|th)?|sixieme|sixth)$/, 6],
  [/^(derniere?|dernier|last|last of them)$/, -1],
]

// "number 3", "option 2", "n° 1", "#2": a position said with its number.
const NUMBERED = /^(number|numero|num|no|n|option|choix|choice|#)\s*(\d)$/

/** What a sentence chooses among results showing: a position (-1 the last), the cheapest, "that one". */
export interface ChoiceWords {
  position: number | null
  cheapest: boolean
  /** "celle-là", "that one": the only result. */
  thatOne: boolean
}

// A choice is short: "la 2ème", "je prends la première", "book the second one", "the cheapest one".
const CHOOSING =
  /^(je (prends|veux|choisis|reserve|vais prendre)|j ?aimerais|on prend|prends|choisis|reserve|i ?(ll|will)? ?(take|want|choose|book|go with|pick)|i d like|let s go with|give me|book|take|join|i ll join|je rejoins|rejoins|rejoindre|choose|pick|go with|ok|okay|alors)?\s*(la|le|l|the|celle|celui|ca|that|this)?\s*/

export function choiceWords(text: string): ChoiceWords | null {
  const t = foldedText(text)
    .replace(/[’'`-]/g, ' ')
    .replace(/[?!.,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (t.length === 0 || t.length > 60) return null
  if (/\b(moins cher(e)?|cheapest|least expensive|lowest price|moins couteu(x|se))\b/.test(t)) return { position: null, cheapest: true, thatOne: false }
  if (/^(celle ?la|celui ?la|that one|this one|celle ci|celui ci|ca me va|je la prends|i ll take it|take it)$/.test(t)) return { position: null, cheapest: false, thatOne: true }
  // "ok celle-là", "oui la première": a yes in front of a choice chooses.
  const bare = t.replace(/^(ok|okay|oui|yes|bon|alors|so|hmm|euh) /, '')
  if (/^((join|i ll join|je rejoins|rejoins|je prends) )?(celle ?la|celui ?la|that one|this one|celle ci|celui ci|ca me va|je la prends|i ll take it|take it)$/.test(bare))
    return { position: null, cheapest: false, thatOne: true }
  const rest = bare.replace(CHOOSING, '').trim()
  // An ordinal alone, or with "one", "voiture", "option": never a date here.
  const m = /^(.+?)(?:\s+(one|voiture|auto|option|result|resultat|vehicule|car|de la liste|on the list|in the list))?$/.exec(rest)
  if (!m) return null
  const core = m[1].trim().replace(NUMBERED, '$2')
  if (core.split(' ').length > 2) return null
  for (const [pattern, position] of ORDINALS) if (pattern.test(core)) return { position, cheapest: false, thatOne: false }
  return null
}

/** The words of a make or model in a sentence, whole words, folded. */
export function saysName(text: string, name: string): boolean {
  const n = foldedText(name).trim()
  if (n.length < 2) return false
  const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(foldedText(text))
}

const YES =
  /^(oui|ouais|ouaip|ok|okay|okey|d accord|dac|daccord|confirme|je confirme|confirmer|vas y|allez y|go|c est bon|parfait|yes|yep|yeah|yup|sure|go ahead|confirm|i confirm|do it|please do|absolutely|oui merci|yes please|oui s il vous plait|oui svp|ok merci|ok thanks|c est parti|let s do it)$/
const NO =
  /^(non|nan|no|nope|non merci|no thanks|laisse tomber|laissez tomber|never mind|nevermind|annule|cancel|pas maintenant|not now|surtout pas|don t|do not|forget it|oublie|oublie ca|non pas du tout)$/

// What follows a yes or a no without changing it: "oui c'est ça", "non finalement", "no, keep it".
const YES_TAIL =
  /\s+(c est ca|c est bon|merci|svp|s il vous plait|s il te plait|stp|please|thanks|thank you|go ahead|do it|vas y|confirme|that s right|that s it|exactly|exactement|parfait|perfect)$/
const NO_TAIL =
  /\s+(finalement|merci|thanks|thank you|keep it|keep the booking|garde la|je la garde|je garde|on garde|pas maintenant|not now|actually|en fait|c est bon|ca ira|ca va|leave it|laisse)$/

/** A typed yes (true) or no (false) alone, or followed by words that keep it ("oui c'est ça", "no, keep it"), or null. */
export function yesNo(text: string): boolean | null {
  let t = foldedText(text)
    .replace(/[’'`-]/g, ' ')
    .replace(/[?!.,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  for (let i = 0; i < 3; i++) {
    if (YES.test(t)) return true
    if (NO.test(t)) return false
    const shorter = t.replace(YES_TAIL, '').replace(NO_TAIL, '')
    if (shorter === t) break
    t = shorter
  }
  return null
}

/** "finalement", "en fait", "actually", "plutôt", "change it to", "instead": a change of what was said or booked. */
export function saysChange(text: string): boolean {
  return /\b(finalement|en fait|plutot|actually|change (it|that|the booking|my booking)? ?to|change[rz]? (la|le|les) (pour|a|au)|make it|move it|move the (start|end|pick ?up|return)|instead|a la place|au lieu|changer? (pour|a)|modifie|decale|repousse|avance)\b/.test(
    foldedText(text).replace(/[’'`-]/g, ' '),
  )
}

const CHANGE_LEAD = /^\s*(finalement|en fait|plut[oô]t|actually|make it|change it to|instead)\s*[,:]?\s+/i

/** The sentence without the change word it opens with ("finalement 30 min" -> "30 min"), or null when it opens with none. */
export function withoutChangeWords(text: string): string | null {
  const rest = text.replace(CHANGE_LEAD, '')
  return rest !== text && rest.trim() !== '' ? rest : null
}

/** The end is what the sentence moves: "je finis à 20h", "jusqu'à", "until", "return it at 6pm". */
export function saysEnd(text: string): boolean {
  return /\b(fin|fini[rst]?|finish\w*|termine[rs]?|jusqu|until|till|end(s|ing)? at|ends?|rentre|ramene|rends|rendre|retour|return|back by|back at|bring (it |the car |the vehicle )?back|drop (it )?off)\b/.test(
    foldedText(text).replace(/[’'`]/g, ' '),
  )
}

/** A clock time is said ("19h", "7pm", "19:30", "midi", "noon"). */
export function saysTime(text: string): boolean {
  return /(\b\d{1,2}\s*(h|:|am|pm|a\.m|p\.m)|\bmidi\b|\bminuit\b|\bnoon\b|\bmidnight\b|\b\d{1,2}\s*(heures?)\b(?!\s*de plus))/.test(foldedText(text))
}

/** A day is said ("mardi", "Sunday", "demain", "le 3 décembre"). */
export function saysDay(text: string): boolean {
  return /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|demain|tomorrow|aujourd ?hui|today|apres demain|\d{1,2}(er)? (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}|\d{1,2}\/\d{1,2})\b/.test(
    foldedText(text).replace(/[’'`]/g, ' '),
  )
}

/** "prolonge de 30 min", "extend by an hour", "30 minutes de plus": a longer rental. */
export function saysExtend(text: string): boolean {
  return /\b(prolong\w*|rallong\w*|extend\w*|de plus|more time|longer|encore \d|\d+ more|(one|an|another|1) (more|extra) (hour|minute)|more (minutes|hours)|another (hour|half hour|\d+ minutes))/.test(
    foldedText(text),
  )
}

/** A length said in minutes or hours ("30 min", "1h30", "2 heures", "an hour", "une heure"): milliseconds, or null. */
export function lengthOf(text: string): number | null {
  const t = foldedText(text)
  const hm = /\b(\d{1,2})\s*h\s*(\d{2})\b/.exec(t)
  if (hm) return (Number(hm[1]) * 60 + Number(hm[2])) * 60_000
  const min = /\b(\d{1,3})\s*(min|minutes?|mins)\b/.exec(t)
  const hours = /\b(\d{1,2}(?:[.,]5)?)\s*(h|heures?|hours?|hrs?)\b/.exec(t)
  let total = 0
  if (hours) total += Number(hours[1].replace(',', '.')) * 3_600_000
  if (min) total += Number(min[1]) * 60_000
  if (!hours && /\b(une heure|une autre heure|an hour|one hour|1 heure|(one|an|another) (more |extra )?hour)\b/.test(t)) total += 3_600_000
  if (!hours && !min && /\b(une demi heure|half an hour|a half hour|demi-heure)\b/.test(t)) total += 1_800_000
  return total > 0 ? total : null
}
