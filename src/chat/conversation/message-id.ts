let counter = 0

/** Unique within a page and across reloads (time prefix), short enough for DOM ids. */
export function newMessageId(now = Date.now()): string {
  counter = (counter + 1) % 1_000_000
  return `m${now.toString(36)}${counter.toString(36)}`
}
