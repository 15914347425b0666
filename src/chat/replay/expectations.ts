import type { DialogueOut, TurnOut } from './replay-dialogue'

/** What a corpus line expects of a turn: any subset of the output's keys, plus words of the reply. */
export interface TurnExpectation {
  intent?: string
  lang?: string
  asks?: string | null
  /** null: no search this turn; an object: the keys given must be equal. */
  search?: Record<string, unknown> | null
  /** Kinds that must be among the reply's cards. */
  cards?: string[]
  /** Kinds that must not be among the reply's cards. */
  notCards?: string[]
  selected?: string | null
  booking?: Record<string, unknown> | null
  confirm?: Record<string, unknown> | null
  carpool?: Record<string, unknown> | null
  applied?: boolean
  /** Said in the reply's text (case, spaces and punctuation of phone numbers aside). */
  mentions?: string[]
  /** Not said in the reply's text. */
  absent?: string[]
}

export interface Failure {
  id: unknown
  turn: number
  key: string
  expected: unknown
  got: unknown
}

/** Folds case and drops the separators of numbers, so "5550199" is found in "+1 514 555 0199". */
const folded = (s: string) => s.toLocaleLowerCase('fr').replace(/[\s.\-()\u00a0\u202f]/g, '')

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
/** Equal values, instants compared as instants ("…T09:00:00-05:00" is "…T14:00:00Z"). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && ISO_INSTANT.test(a) && ISO_INSTANT.test(b)) return Date.parse(a) === Date.parse(b)
  return same(a, b)
}

function turnFailures(id: unknown, index: number, expected: TurnExpectation, got: TurnOut | undefined): Failure[] {
  const fail = (key: string, want: unknown, have: unknown): Failure => ({
    id,
    turn: index + 1,
    key,
    expected: want,
    got: have,
  })
  if (!got) return [fail('turn', expected, 'no such turn')]
  const failures: Failure[] = []
  for (const key of ['intent', 'lang', 'asks', 'selected', 'applied'] as const) {
    if (key in expected && !same(expected[key], got[key])) failures.push(fail(key, expected[key], got[key]))
  }
  // No card expected means none; otherwise the kinds given must be among the reply's.
  if (expected.cards?.length === 0 && got.cards.length > 0) failures.push(fail('cards', [], got.cards))
  for (const kind of expected.cards ?? []) if (!got.cards.includes(kind)) failures.push(fail('cards', kind, got.cards))
  for (const kind of expected.notCards ?? []) if (got.cards.includes(kind)) failures.push(fail('notCards', kind, got.cards))
  // An object is compared key by key, on the keys given; null means null.
  for (const key of ['search', 'booking', 'confirm', 'carpool'] as const) {
    if (!(key in expected)) continue
    const want = expected[key]
    const have = got[key] as unknown as Record<string, unknown> | null
    if (want === null || want === undefined || have === null) {
      if (!same(want ?? null, have)) failures.push(fail(key, want, have))
    } else {
      for (const [k, value] of Object.entries(want)) if (!sameValue(value, have[k])) failures.push(fail(`${key}.${k}`, value, have[k]))
    }
  }
  for (const word of expected.mentions ?? []) if (!folded(got.text).includes(folded(word))) failures.push(fail('mentions', word, got.text))
  for (const word of expected.absent ?? []) if (folded(got.text).includes(folded(word))) failures.push(fail('absent', word, got.text))
  return failures
}

/** Every difference between what a dialogue expects and what the replay gave, turn by turn. */
export function dialogueFailures(expect: readonly TurnExpectation[], out: DialogueOut): Failure[] {
  if ('error' in out)
    return [
      {
        id: out.id,
        turn: 0,
        key: 'error',
        expected: 'a replay',
        got: out.error,
      },
    ]
  return expect.flatMap((e, i) => turnFailures(out.id, i, e, out.turns[i]))
}

export function describeFailure(f: Failure): string {
  return `${String(f.id)} turn ${f.turn} ${f.key}: expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.got)}`
}
