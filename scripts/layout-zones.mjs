import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// The import directions of the layout (ARCHITECTURE.md, "layers"; STYLE.md, "Layout and import
// directions") as eslint-plugin-import-x `no-restricted-paths` zones: `target` may not import
// `from`. Paths are relative to the repository root.
//
//   client:  src/core, src/lib, src/components, src/i18n  <  src/features/<one>  <  cards  <  src/chat  <  src/app
//            (src/chat/dialog, the pure dialog manager, imports only shared modules and card schemas)
//   server:  server/errors.ts, server/db  <  server/domain, users, auth, tenants, reference, jobs, adapters (and the
//            other infrastructure), admin, seed  <  server/http, server/context  <  server/routes
//   shared:  intents/ imports nothing of the repo; contracts/ only itself; server/ never src/ or cards/

/** Tests wire real pieces together as src/app does; the zones leave them out. */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'src/test-support/**', 'src/features/search/test-fixtures.ts']

const features = readdirSync(fileURLToPath(new URL('../src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const SHARED = ['./src/core', './src/lib', './src/components', './src/i18n', './src/service-worker']
const ABOVE_FEATURES = ['./src/chat', './src/app', './cards', './src/main.tsx', './src/run-app.tsx']
const SERVER_DIRS = readdirSync(fileURLToPath(new URL('../server', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export function layoutZones() {
  return [
    // Client.
    {
      target: SHARED,
      from: ['./src/features', ...ABOVE_FEATURES],
      message: 'Shared layers (src/core, lib, components, i18n) never import a feature, the chat, the cards or the app: move the piece down to src/core or src/lib.',
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: share through src/core or src/lib, or wire them in src/app.',
    })),
    { target: './src/features', from: ABOVE_FEATURES, message: 'A feature never imports the chat, the cards or the app.' },
    {
      target: './cards',
      from: ['./src/chat', './src/app', './src/main.tsx', './src/run-app.tsx'],
      message: 'Cards sit below the chat: what a card needs of it comes through its host (cards/shared/card-host.tsx).',
    },
    { target: './src/chat', from: ['./src/app', './src/main.tsx', './src/run-app.tsx'], message: 'The chat never imports the app shell.' },
    {
      target: './src/chat/dialog',
      from: ['./src/chat/conversation', './src/chat/thread', './src/chat/handlers', './src/chat/search-state', './src/features', './src/components'],
      message: 'The dialog manager is pure (replayed without a browser): it reads shared modules, never the live chat, features or UI.',
    },
    {
      target: './src/chat/dialog',
      from: './src/core',
      except: ['./paths.ts'],
      message: 'The dialog manager is pure: of src/core it reads only the route paths, never the session, tenant or clients.',
    },
    {
      target: './src/chat/dialog',
      from: './cards',
      except: ['./kinds.ts', './help/schema.ts', './help/help-path.ts', './incident/schema.ts'],
      message: 'The dialog manager may read a card kind or schema, never a card view.',
    },
    // Shared code of both sides.
    { target: './intents', from: ['./src', './cards', './server', './contracts'], message: 'intents/ stands alone.' },
    { target: './contracts', from: ['./src', './cards', './server', './intents'], message: 'contracts/ imports only zod.' },
    { target: './server', from: ['./src', './cards'], message: 'server/ never imports the app.' },
    // Server.
    {
      target: [
        './server/domain',
        './server/users',
        './server/auth',
        './server/tenants',
        './server/reference',
        './server/admin',
        './server/seed',
        './server/db',
        './server/adapters',
        './server/jobs',
        './server/storage',
        './server/limits',
        './server/cluster',
        './server/vehicle-access',
        './server/media',
        './server/errors.ts',
      ],
      from: ['./server/http', './server/routes', './server/context', './server/app.ts'],
      message: 'Domain and infrastructure code never imports the HTTP layer: take plain values (a context), throw server/errors.ts.',
    },
    {
      target: SERVER_DIRS.filter((dir) => dir !== 'routes').map((dir) => `./server/${dir}`),
      from: './server/routes',
      message: 'Route modules are leaves: nothing imports them (buildApp finds them by name).',
    },
    {
      target: './server/db',
      from: ['./server/domain', './server/jobs', './server/adapters', './server/users', './server/auth', './server/tenants'],
      message: 'The database layer imports no business code.',
    },
  ]
}
