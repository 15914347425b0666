import type { DialogueOut, TurnOut } from './replay-dialogue'

/** What a corpus line expects of a turn: any subset of the output's keys, plus words of the reply. */
export interface TurnExpectation {
  intent?: string
  lang?: string
  asks?: string | null
  /** null: no search this turn; an object: the keys given must be equal. */
  search?: Record<string, unknown> | null
  cards?: string[]
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
  for (const key of ['intent', 'lang', 'asks', 'cards'] as const) {
    if (key in expected && !same(expected[key], got[key])) failures.push(fail(key, expected[key], got[key]))
  }
  if ('search' in expected) {
    const want = expected.search
    if (want === null || want === undefined || got.search === null) {
      if (!same(want ?? null, got.search)) failures.push(fail('search', want, got.search))
    } else {
      const search = got.search as unknown as Record<string, unknown>
      for (const [key, value] of Object.entries(want)) if (!same(value, search[key])) failures.push(fail(`search.${key}`, value, search[key]))
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
