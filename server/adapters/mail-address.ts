// What the mail transport (jobs/transports.ts) shares with the mail adapter, kept apart so that
// the transport does not import the adapter, which imports the job queue.

/** A file sent with an e-mail (the booking's calendar file, a receipt's PDF), kept in the outbox row's payload. */
export interface MailAttachment {
  filename: string
  contentType: string
  /** Text, or base64 for a binary file (`encoding`). */
  content: string
  encoding?: 'base64'
}

/** The address part of `Name <address>` (or the whole value when it is a bare address). */
export function mailAddressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1].trim() ?? from.trim()
}
