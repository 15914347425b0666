import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { assertStorageKey, type FileStorage } from './file-storage'

/** The absolute path of a stored file; refuses a path that would leave the data directory. */
export function resolveStoredFile(dataDir: string, key: string): string {
  const root = resolve(dataDir)
  const absolute = resolve(root, key)
  const inside = relative(root, absolute)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`stored path outside the data directory: ${key}`)
  return absolute
}

/** Files under DATA_DIR, readable by the server's user only: the one-process (SQLite) default. */
export function diskStorage(dataDir: string): FileStorage {
  return {
    label: `local disk (${resolve(dataDir)})`,
    put: async (key, content) => {
      assertStorageKey(key)
      const absolute = resolveStoredFile(dataDir, key)
      await mkdir(dirname(absolute), { recursive: true, mode: 0o700 })
      await writeFile(absolute, content, { mode: 0o600, flag: 'wx' })
    },
    get: async (key) => {
      try {
        return await readFile(resolveStoredFile(dataDir, key))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    remove: async (key) => {
      await rm(resolveStoredFile(dataDir, key), { force: true })
    },
    close: async () => {},
  }
}
