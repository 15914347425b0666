import { WifiOff } from 'lucide-react'

/** The offline message, in a status region so that a screen reader announces it. */
export function OfflineNotice({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-border bg-card p-3">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{text}</span>
    </p>
  )
}
