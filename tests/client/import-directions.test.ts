// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'

// The repository's own lint configuration, run on a few lines placed in a layer: an import against
// the layout's directions fails the lint, one along them passes, and a circle is refused.
const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`)
}

// no-cycle follows each import's whole graph: a few seconds per case on a busy host.
describe('import directions (eslint.config.js, scripts/layout-zones.mjs)', { timeout: 60_000 }, () => {
  it.each([
    ['src/core/session/probe.ts', "export { useSearchStore } from '@/features/search/search-store'", 'Shared layers'],
    ['src/lib/probe.ts', "export type { DialogState } from '@/chat/dialog/types'", 'Shared layers'],
    ['src/features/bookings/probe.ts', "export { useSearchStore } from '@/features/search/search-store'", 'another feature'],
    ['src/features/bookings/probe.ts', "export type { MemberBooking } from '@/chat/dialog/types'", 'never imports the chat'],
    ['cards/probe.ts', "export { loadSentenceReader } from '@/chat/conversation/engine'", 'Cards sit below the chat'],
    ['src/chat/dialog/probe.ts', "export { LoginCard } from '@cards/login/login-card'", 'never a card view'],
    ['src/chat/probe.ts', "export { buildRoutes } from '@/app/routes'", 'never imports the app shell'],
    ['server/domain/probe.ts', "export { publicOrigin } from '../http/public-url'", 'never imports the HTTP layer'],
    ['server/db/probe.ts', "export { bookRental } from '../domain/booking/create-rental'", 'imports no business code'],
    ['contracts/probe.ts', "export { ApiError } from '../server/errors'", 'imports only zod'],
  ])('refuses %s importing against the layout', async (file, code, message) => {
    const errors = await layoutErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('import-x/no-restricted-paths')
    expect(errors[0]).toContain(message)
  })

  it.each([
    ['src/features/bookings/probe.ts', "export { useSession } from '@/core/session'"],
    ['cards/probe.ts', "export { useBookings } from '@/features/bookings/use-bookings'"],
    ['src/chat/probe.ts', "export { CardView } from '@cards/index'"],
    ['src/chat/dialog/probe.ts', "export { HelpCardPropsSchema } from '@cards/help/schema'"],
    ['server/routes/probe.ts', "export { ApiError } from '../errors'\nexport { publicOrigin } from '../http/public-url'"],
  ])('lets %s import along the layout', async (file, code) => {
    expect(await layoutErrors(file, code)).toEqual([])
  })

  it('refuses an import circle', async () => {
    // query-client.ts imports this module: importing it back closes a circle.
    const errors = await layoutErrors('src/core/query/query-client-slot.ts', "import { queryClient } from './query-client'\nexport const client = queryClient\n")
    expect(errors.some((e) => e.startsWith('import-x/no-cycle'))).toBe(true)
  })
})
