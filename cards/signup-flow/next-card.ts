import type { SignupStep } from '@contracts/workflow'

/** What follows a completed step in the conversation: the next step's card, or the end of the flow. */
export type SignupNext = { kind: 'step'; step: SignupStep } | { kind: 'pending' }

type Sink = (next: SignupNext) => void
let sink: Sink | null = null

/** The chat plugs in where the next signup card goes (src/chat/handlers/registration). */
export function setSignupNextSink(next: Sink | null): void {
  sink = next
}

export function pushSignupNext(next: SignupNext): void {
  if (sink) sink(next)
  else console.error('No chat to show the next signup step in')
}
