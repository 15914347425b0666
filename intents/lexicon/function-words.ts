/**
 * Small closed sets of French and English words that the matchers read around the things they
 * match. Written folded (lower case, no accents), as tokens are; "jusqu'à" is the tokens "jusqu", "a".
 */
const set = (words: string) => new Set(words.split(' ')) as ReadonlySet<string>

/** Definite articles, which a name may carry or drop ("la Gare Centrale", "the Old Port"). */
export const ARTICLES = set('le la les l the')
/** Words for a station, dropped in front of a name when the rest is unique. */
export const STATION_WORDS = set('station gare stn arret')
/** Station words English writes after the name ("Union Station", "the north station"); French puts "gare" first. */
export const TRAILING_STATION_WORDS = set('station stn')
/** "de" words between a station word and a name ("Gare de Lyon"). */
export const NAME_OF = set('de du des d of')
/** Small words inside place names: "Saint-Jean-sur-Richelieu", "Isle of Wight". */
export const NAME_LINKS = set('de du des d la le les l sur sous en of the upon saint st ste y on')
/** Words in front of a place ("à", "at", "depuis"): a part of a station's name needs one. */
export const PLACE_CUES = set('a au aux at from de du d depuis to vers station gare near pres in en pour jusqu sur via par arret stn direction proche cote devant chez')

/**
 * Day words a short search says right before its place ("demain aéroport", "tomorrow airport"),
 * folded. "aujourd'hui" (the tokens "aujourd", "hui") and "ce soir" are read in match-catalog.ts.
 */
export const DAY_WORDS = set(
  'demain aujourdhui lundi mardi mercredi jeudi vendredi samedi dimanche ' +
    'today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday',
)

/** Articles read as the number one before a unit ("une heure", "an hour"). */
export const ONE_ARTICLES = set('un une a an')
/** Counts said loosely before a unit: "a few hours", "quelques jours" are 3, "une couple d'heures" 2. */
export const LOOSE_COUNTS: Readonly<Record<string, number>> = { few: 3, quelques: 3, couple: 2 }
/** Joiners inside numbers in words ("vingt et un", "two hundred and fifty"). */
export const NUMBER_JOINERS = set('et and')

/** Between "on est"/"on sera" and the number of people ("on est à 3"). */
export const PEOPLE_COUNT_LINKS = set('a')
/** French marks of the hour after a number ("9h", "9 heures"). */
export const HOUR_MARKS = set('h heure heures hre hres')
/** Meridiems written as one word after the hour ("7am", "7 pm"). */
export const MERIDIEM_WORDS = set('am pm')
/** Words after which a bare number is a clock time ("à 9", "at 9", "until 6"). */
export const BARE_HOUR_LEADS = set('a at vers around @ jusqu jusque until till til to des et and avant before by about')
/** Words that open a range of hours ("de 9 à 12h", "from 9 to 5"). */
export const RANGE_OPENERS = set('de from entre between')
/** Words between the two ends of a range of hours. */
export const RANGE_LINKS = set('a au to - et and jusqu till until')
/** Words that open a range of days ("du 3 au 5", "from the 3rd to the 5th", "entre le 3 et le 5"). */
export const DAY_RANGE_OPENERS = set('du from entre between')
/** Words between the two days of a range; "et"/"and" only after "entre"/"between". */
export const DAY_RANGE_LINKS = set('au to till until through -')
/** Articles before a day of the month ("le 3", "the 5th"). */
export const DAY_ARTICLES = set('le the')
/** Words between a part of a month and the month ("fin de décembre", "end of December"). */
export const MONTH_OF = set('de d of')
/**
 * "mi-décembre": kept out of the phrase tables, where it would count as a French word when the
 * language is detected and so stop "50 mi" from voting English.
 */
export const MID_MONTH = set('mi')
/** Words between a clock time and its part of the day ("7h du soir", "7 in the evening"). */
export const PART_OF_DAY_LINKS = set('du de l in the at')
/** "Night" after a clock time: the evening half of the day ("11 at night"). */
export const NIGHT_WORDS = set('nuit night')

/** Words between a booking and its day: "ma réservation de vendredi", "my booking for tomorrow". */
export const BOOKING_DAY_LINKS = set('de du d of for on from le la the pour prevue scheduled planned qui est is that which ce cette this s en in')
/** Words between two options under one "sans"/"without": "sans clim ni GPS". */
export const NEGATION_CHAIN = set(', ou or ni nor et and de d la le l the any a')
/** Words that may stand between a negation and its option ("sans la clim", "without any GPS"). */
export const NEGATION_FILLERS = set('de d la le l the any a')
/** A French "pas" alone negates the word after it ("pas automatique", "pas électrique"); "pas de" is in the lexicons. */
export const NEGATION_WORDS = set('pas')
/** Words between "code promo" and the code ("code promo : HIVER26", "promo code is X"). */
export const CODE_FILLERS = set(': is est = # de le promo code -')
