import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'

export type StoreArea = 'documents' | 'photos'

/**
 * Writes a member's file under DATA_DIR/<area>/<tenant>/<user>/<random>.<ext>, readable by the
 * server's user only, and returns its path relative to DATA_DIR (what the database keeps, so the
 * data directory can move).
 */
export async function storeFile(
  dataDir: string,
  area: StoreArea,
  scope: { tenantId: number; userId: number },
  content: Buffer,
  ext: string,
): Promise<string> {
  const path = join(area, String(scope.tenantId), String(scope.userId), `${randomBytes(16).toString('hex')}.${ext}`)
  const absolute = resolveStoredFile(dataDir, path)
  await mkdir(dirname(absolute), { recursive: true, mode: 0o700 })
  await writeFile(absolute, content, { mode: 0o600, flag: 'wx' })
  return path
}

/** The absolute path of a stored file; refuses a path that would leave DATA_DIR. */
export function resolveStoredFile(dataDir: string, storedPath: string): string {
  const root = resolve(dataDir)
  const absolute = resolve(root, storedPath)
  const inside = relative(root, absolute)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`stored path outside the data directory: ${storedPath}`)
  return absolute
}

export async function removeStoredFile(dataDir: string, storedPath: string): Promise<void> {
  await rm(resolveStoredFile(dataDir, storedPath), { force: true })
}
