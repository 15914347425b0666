// The pure module, not the feature's index (its screens and stores): the dialogue replay runs this under Node.
import { signupPositionOf } from '@/features/registration/signup-steps'
import { cardKindOfStep } from '@cards/signup-flow/step-cards'
import type { SignupStep } from '@contracts/workflow'
import { SIGNUP_STEPS } from '@contracts/workflow'
import type { CardSpec, HandlerContext, HandlerOutcome, IntentHandler } from '../../dialog/types'
import { reply } from '../../dialog/card'
import { continueRegistrationHandler as defaultContinue, signupHandler as defaultSignup } from '../../dialog/handlers/registration'
import { canSignUp, suggestions } from '../../dialog/suggestions'

/** The card of a signup step: a form, a code, an upload or a card entry. */
export function stepCard(step: SignupStep): CardSpec {
  return { kind: cardKindOfStep(step), props: { step } }
}

const isSignupStep = (value: string): value is SignupStep => (SIGNUP_STEPS as readonly string[]).includes(value)

/**
 * The step the conversation should show now, or null when the chat's own answer fits better
 * (registration off, invitation-only tenant, waiting, validated or blocked account).
 */
export function stepToShow(ctx: HandlerContext): SignupStep | null {
  const { session, tenant } = ctx.env
  if (!tenant.registration) return null
  if (!session.authenticated) return canSignUp(ctx) ? 'registration' : null
  const position = signupPositionOf(session.step)
  return isSignupStep(position) ? position : null
}

function stepAnswer(ctx: HandlerContext, step: SignupStep): HandlerOutcome {
  // A newcomer first hears what registering takes (the chat's own sentence), then where to start.
  const text =
    step === 'registration'
      ? `${ctx.t('registration.start')} ${ctx.t('registration:chat.start')}`
      : ctx.t('registration:chat.resume', { step: ctx.t(`registration:steps.${step}`) })
  return { reply: reply(text, [stepCard(step)], suggestions(ctx, step === 'registration' ? ['login', 'help'] : ['help'])) }
}

/** signup: the account form inside the conversation, or the member's current step. */
export const signupHandler: IntentHandler = {
  intent: 'signup',
  handle(ctx) {
    const step = stepToShow(ctx)
    return step ? stepAnswer(ctx, step) : defaultSignup.handle(ctx)
  },
}

/** continue_registration: the member's current step, where the server says they are. */
export const continueRegistrationHandler: IntentHandler = {
  intent: 'continue_registration',
  handle(ctx) {
    const step = ctx.env.session.authenticated ? stepToShow(ctx) : null
    return step ? stepAnswer(ctx, step) : defaultContinue.handle(ctx)
  },
}
