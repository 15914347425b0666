import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const catalog = path.join(here, 'fixtures/catalog.public.json')

function run(args: string[], input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'cli.ts'), ...args], { input, encoding: 'utf8', cwd: path.resolve(here, '..') })
}

describe('command line', () => {
  it('answers one line per line, in order, with errors for unreadable lines', () => {
    const input = [
      JSON.stringify({ id: 'a', text: 'car tomorrow 9h at Gare Centrale', lang: null, now: '2026-11-25T14:03:00-05:00', context: null }),
      'not json',
      JSON.stringify({ id: 'b', text: 'Bonjour', now: 'yesterday' }),
      '',
      JSON.stringify({ id: 3, text: 'Log out', lang: 'en', now: '2026-11-25T14:03:00-05:00' }),
    ].join('\n')
    const out = run(['--catalog', catalog], input)
    expect(out.status).toBe(0)
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatchObject({ id: 'a', lang: 'en', intent: 'search_vehicles', missing: ['endDate'] })
    expect(lines[0].slots).toMatchObject({ startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00' })
    // The command line prints the intent contract's slots only: sort belongs to the dialogue contract.
    expect(Object.keys(lines[0].slots as object)).not.toContain('sort')
    expect(lines[1]).toEqual({ id: null, error: 'invalid JSON' })
    expect(lines[2]).toMatchObject({ id: 'b', error: expect.any(String) })
    expect(lines[3]).toEqual({ id: 3, lang: 'en', intent: 'logout', slots: {}, missing: [] })
  }, 30_000)

  it('fails when the catalog cannot be read', () => {
    const out = run(['--catalog', path.join(here, 'fixtures/none.json')], '')
    expect(out.status).not.toBe(0)
    expect(out.stdout).toBe('')
  }, 30_000)
})
