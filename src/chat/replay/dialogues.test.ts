// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeFailure, dialogueFailures, type TurnExpectation } from './expectations'
import { replayWorld } from './replay-dialogue'
import { replayLine } from './replay-line'
import type { DialogueOut } from './replay-dialogue'

// Every dialogue of tests/dialogues/<tenant>/*.jsonl, against that folder's catalog, through the
// entry `npm run dialog` uses (replayLine). public/ is ../shared/dialogues as given; the other
// folders are this repository's corpus. Each failure is printed: id, turn, expected, got.
// Vitest runs from the repository's root.
const ROOT = resolve(process.cwd(), 'tests/dialogues') + '/'

for (const tenant of readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const dir = `${ROOT}${tenant.name}/`
  const files = readdirSync(dir)
  const catalogFile = files.find((f) => f.endsWith('.json'))
  describe(`dialogues of ${tenant.name}`, () => {
    if (!catalogFile) throw new Error(`${dir} has no catalog`)
    const world = replayWorld(JSON.parse(readFileSync(dir + catalogFile, 'utf8')))
    for (const file of files.filter((f) => f.endsWith('.jsonl'))) {
      it(`${file}: every dialogue as expected`, () => {
        const lines = readFileSync(dir + file, 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== '')
        const failures = lines.flatMap((line) => {
          const { expect: wanted } = JSON.parse(line) as {
            expect: TurnExpectation[]
          }
          return dialogueFailures(wanted, replayLine(line, world) as DialogueOut)
        })
        const report = failures.map(describeFailure)
        if (report.length > 0) console.log(`${tenant.name}/${file}: ${report.length} failures\n${report.join('\n')}`)
        expect(report).toEqual([])
        expect(lines.length).toBeGreaterThan(0)
      })
    }
  })
}
