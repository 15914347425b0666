import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dateFigures, describeFigures, parseRows, type DateRow } from './tests-support/date-corpus'

// Prints the date corpora's figures per language (and per part of the long tail); `--misses` lists the phrasings read wrong.
const here = path.dirname(fileURLToPath(import.meta.url))
const showMisses = process.argv.includes('--misses')

function print(name: string, rows: readonly DateRow[]): void {
  const figures = dateFigures(rows)
  console.log(`${name}: ${describeFigures(figures)}`)
  if (showMisses) for (const why of figures.misses) console.log(`  ${why}`)
}

print('date-corpus.jsonl', parseRows(readFileSync(path.join(here, 'fixtures/date-corpus.jsonl'), 'utf8')))
const tail = parseRows(readFileSync(path.join(here, 'fixtures/date-corpus.long-tail.jsonl'), 'utf8'))
for (const family of new Set(tail.map((row) => row.family))) {
  print(
    `date-corpus.long-tail.jsonl ${family}`,
    tail.filter((row) => row.family === family),
  )
}
