import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { replayWorld, type ReplayWorld } from './replay-dialogue'
import { replayLine } from './replay-line'

// ../shared/dialogues/CONTRACT.md, Command line: one dialogue a line in, one a line out, nothing else on stdout.

function catalogPath(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--catalog') return argv[i + 1] ?? null
    if (argv[i].startsWith('--catalog=')) return argv[i].slice('--catalog='.length)
  }
  return null
}

async function main(): Promise<number> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  const file = catalogPath(process.argv.slice(2))
  let world: ReplayWorld
  try {
    if (!file) throw new Error('usage: npm run -s dialog -- --catalog FILE < dialogues.jsonl > results.jsonl')
    world = replayWorld(JSON.parse(readFileSync(file, 'utf8')))
  } catch (error) {
    process.stderr.write(`dialog: cannot read the catalog: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  for await (const line of lines) {
    if (line.trim() === '') continue
    process.stdout.write(JSON.stringify(replayLine(line, world)) + '\n')
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`dialog: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
