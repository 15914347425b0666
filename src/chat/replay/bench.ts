import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { replayDialogue, replayWorld } from './replay-dialogue'

// npm run bench:dialog: one dialogue turn (engine, dialog manager, handlers, card props), timed on
// every dialogue of tests/dialogues/, warm. Target: at most 2 ms at p99.

const ROOT = resolve(process.cwd(), 'tests/dialogues')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const TARGET_P99_MS = 2

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const timings: number[] = []
// The process's CPU time per turn: a host shared with other work stretches the wall clock (the
// target's measure) but not this, so the two side by side tell a slow turn from a busy machine.
const cpuTimings: number[] = []
// Time inside the engine, per turn (a turn may read a sentence more than once: alone, then in context).
const engineTimings: number[] = []
let inEngine = 0
let dialogues = 0
for (const tenant of readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const dir = resolve(ROOT, tenant.name)
  const files = readdirSync(dir)
  const catalogFile = files.find((f) => f.endsWith('.json'))
  if (!catalogFile) continue
  const world = replayWorld(JSON.parse(readFileSync(resolve(dir, catalogFile), 'utf8')))
  const parse = world.reader.parse
  world.reader.parse = (input, catalog) => {
    const started = performance.now()
    const result = parse(input, catalog)
    inEngine += performance.now() - started
    return result
  }
  const lines = files
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(resolve(dir, f), 'utf8').split('\n'))
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown)
  // A warm-up round: the engine compiles its lexicons and the catalog once.
  for (const line of lines) replayDialogue(line, world)
  for (let round = 0; round < ROUNDS; round++) {
    for (const line of lines) {
      const before = timings.length
      inEngine = 0
      replayDialogue(line, world, timings, cpuTimings)
      // The dialogue's engine time, spread over its turns as measured.
      const turns = timings.slice(before)
      const total = turns.reduce((a, b) => a + b, 0) || 1
      for (const t of turns) engineTimings.push((inEngine * t) / total)
    }
  }
  dialogues += lines.length
}

const sorted = [...timings].sort((a, b) => a - b)
const p50 = percentile(sorted, 50)
const p99 = percentile(sorted, 99)
const fmt = (ms: number) => `${ms.toFixed(3)} ms`
console.log(`dialogue turns: ${timings.length} (${dialogues} dialogues × ${ROUNDS} rounds)`)
console.log(`p50 ${fmt(p50)}  p99 ${fmt(p99)}  max ${fmt(sorted[sorted.length - 1])}  (target p99 ≤ ${TARGET_P99_MS} ms)`)
const cpu = [...cpuTimings].sort((a, b) => a - b)
console.log(`CPU time per turn: p50 ${fmt(percentile(cpu, 50))}  p99 ${fmt(percentile(cpu, 99))}`)
const engine = [...engineTimings].sort((a, b) => a - b)
console.log(`of which in the engine: p50 ${fmt(percentile(engine, 50))}  p99 ${fmt(percentile(engine, 99))}`)
if (p99 > TARGET_P99_MS) console.log('p99 over target (figures on a loaded host vary; compare with the engine share above)')
