import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The `.env` that `npm start` (scripts/start.mjs) reads, at the repository root. */
export const ROOT_ENV_FILE = fileURLToPath(new URL('../../.env', import.meta.url))

/**
 * Reads `.env` like `npm start` does, so that the admin command line works on the server's
 * database: without it, a DATABASE_URL kept in `.env` was ignored and the commands silently ran
 * on a new SQLite file. Variables already in the environment win, as with `npm start`.
 */
export function loadEnvFileIfPresent(file = ROOT_ENV_FILE): boolean {
  if (!existsSync(file)) return false
  process.loadEnvFile(file)
  return true
}
