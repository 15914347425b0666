import { replayDialogue, type ReplayWorld } from './replay-dialogue'

/** One input line of `npm run dialog` to its output line: what cannot be read gives {id, error}. */
export function replayLine(line: string, world: ReplayWorld): unknown {
  let input: unknown
  try {
    input = JSON.parse(line)
  } catch {
    return { id: null, error: 'invalid JSON' }
  }
  try {
    return replayDialogue(input, world)
  } catch (error) {
    // One dialogue failing is reported on its line; the run goes on.
    const id = typeof input === 'object' && input !== null && 'id' in input ? ((input as { id: unknown }).id ?? null) : null
    return {
      id,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}
