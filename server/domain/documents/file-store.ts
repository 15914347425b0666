import { randomBytes } from 'node:crypto'
import type { FileStorage } from '../../storage/file-storage'

export type StoreArea = 'documents' | 'photos' | 'conditions'

/**
 * Stores a member's file under `<area>/<tenant>/<user>/<random>.<ext>` in the configured storage
 * (server/storage) and returns that key, which the database keeps.
 */
export async function storeFile(
  storage: FileStorage,
  area: StoreArea,
  scope: { tenantId: number; userId: number },
  content: Buffer,
  checked: { ext: string; mime: string },
): Promise<string> {
  const key = `${area}/${scope.tenantId}/${scope.userId}/${randomBytes(16).toString('hex')}.${checked.ext}`
  await storage.put(key, content, checked.mime)
  return key
}
