/**
 * Where members' uploads (documents, photos) live. Keys are the relative paths the database keeps
 * (`documents/<tenant>/<user>/<random>.<ext>`), the same on every implementation, so moving from
 * one to another moves bytes, not rows.
 */
export interface FileStorage {
  /** What the start banner prints, e.g. "PostgreSQL (table stored_files)". Never credentials. */
  readonly label: string
  /** Writes a new file; keys are random and never rewritten. */
  put(key: string, content: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Removes a file; removing a missing one is not an error. */
  remove(key: string): Promise<void>
  /** A remote store answers (S3): /api/ready names its state. Local ones have none. */
  ping?(): Promise<void>
  close(): Promise<void>
}

/** Keys are made by the server (file-store.ts), never by a client; anything else is a bug, refused loudly. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) throw new Error(`not a storage key: ${key}`)
}

/**
 * Shared storage with the files a deployment wrote to DATA_DIR before it had shared storage: reads
 * fall back to the disk, so switching to PostgreSQL or S3 loses no earlier upload on this machine.
 */
export function withDiskFallback(primary: FileStorage, disk: FileStorage): FileStorage {
  return {
    label: primary.label,
    put: (key, content, contentType) => primary.put(key, content, contentType),
    get: async (key) => (await primary.get(key)) ?? (await disk.get(key)),
    ...(primary.ping ? { ping: () => (primary.ping as () => Promise<void>)() } : {}),
    remove: async (key) => {
      await Promise.all([primary.remove(key), disk.remove(key)])
    },
    close: async () => {
      await Promise.all([primary.close(), disk.close()])
    },
  }
}
