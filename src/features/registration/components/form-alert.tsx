import type { MouseEvent } from 'react'

/**
 * On a submit button's mousedown: the field being left would show its error, move the button
 * down, and the click would land beside it. The submit moves the focus itself.
 */
export function keepFieldFocus(event: MouseEvent): void {
  event.preventDefault()
}

/** Messages of a failed submit, announced at once. */
export function FormAlert({ messages, id }: { messages: readonly string[] | null; id?: string }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {messages && messages.length > 0 ? (
        <div className="space-y-1 rounded-md border border-destructive bg-card p-3 font-medium text-destructive">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
