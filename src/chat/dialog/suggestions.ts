import { blockedQuickReplies, isBlocked } from './blocked'
import type { Lang } from './intent-types'
import type { HandlerContext, QuickReply } from './types'

export type SuggestionKey = 'search' | 'bookings' | 'help' | 'login' | 'signup' | 'continue' | 'language' | 'account'

/** Chips that lead to what the classic screens refuse a blocked member (spec section 6). */
const REFUSED_WHEN_BLOCKED: ReadonlySet<SuggestionKey> = new Set<SuggestionKey>(['search', 'bookings', 'account', 'continue'])

/** A chip that sends a sentence the engine understands, written in the answer's language. */
export function suggestion(ctx: HandlerContext, key: SuggestionKey): QuickReply | null {
  const { env, t } = ctx
  if (isBlocked(env) && REFUSED_WHEN_BLOCKED.has(key)) return null
  switch (key) {
    case 'language': {
      if (!env.tenant.multilanguage) return null
      const other: Lang = ctx.lang === 'fr' ? 'en' : 'fr'
      // Said in the target language, so that someone who does not read this one recognises it.
      return { label: env.translate(other, 'chips.language.label'), text: env.translate(other, 'chips.language.text') }
    }
    case 'signup':
      if (env.session.authenticated || !canSignUp(ctx)) return null
      break
    case 'login':
      if (env.session.authenticated) return null
      break
    case 'bookings':
    case 'account':
    case 'continue':
      if (!env.session.authenticated) return null
      break
  }
  return { label: t(`chips.${key}.label`), text: t(`chips.${key}.text`) }
}

export function suggestions(ctx: HandlerContext, keys: readonly SuggestionKey[]): QuickReply[] {
  return keys.map((k) => suggestion(ctx, k)).filter((q): q is QuickReply => q !== null)
}

/** The likely next steps of someone with this session. */
export function nextSteps(ctx: HandlerContext): QuickReply[] {
  const { session } = ctx.env
  if (!session.authenticated) return suggestions(ctx, ['search', 'login', 'signup', 'help'])
  if (isBlocked(ctx.env)) return blockedQuickReplies(ctx)
  if (registrationUnfinished(ctx)) return suggestions(ctx, ['continue', 'search', 'help'])
  return suggestions(ctx, ['search', 'bookings', 'help'])
}

/** Self-service signup needs registration and auto-register on (spec section 2, login screen). */
export function canSignUp(ctx: HandlerContext): boolean {
  return ctx.env.tenant.registration && ctx.env.tenant.autoRegister
}

/** Spec section 2, member menu: "finish registration" while the step is neither waiting nor ok. */
export function registrationUnfinished(ctx: HandlerContext): boolean {
  const { step, authenticated } = ctx.env.session
  return authenticated && ctx.env.tenant.registration && step !== null && step !== 'driver_ok' && step !== 'driver_waiting_for_validation' && step !== 'driver_blocked'
}
