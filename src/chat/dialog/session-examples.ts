import { isBlocked } from './blocked'
import { exampleSentences } from './example-search'
import { canSignUp } from './suggestions'
import type { HandlerContext } from './types'

/**
 * The example sentences of the help and "not understood" answers for this session, offering only
 * what the tenant has switched on: "Sign up" where self-service signup is closed, or "My payment
 * cards" where payments are off, would lead the visitor straight to a refusal.
 */
export function sessionExamples(ctx: HandlerContext): string[] {
  const { env, t } = ctx
  // A blocked member can only reach the operator: no search or booking sentence (spec section 6).
  if (isBlocked(env)) return env.translateList(ctx.lang, 'examples.blocked')
  if (env.session.authenticated) {
    const cards = env.tenant.payments ? [t('examples.payment-cards')] : []
    return exampleSentences(t, [...env.translateList(ctx.lang, 'examples.member'), ...cards], env.tenant.searchEngine, env.stations)
  }
  const signUp = canSignUp(ctx) ? [t('examples.sign-up')] : []
  return exampleSentences(t, [...env.translateList(ctx.lang, 'examples.guest'), ...signUp], env.tenant.searchEngine, env.stations)
}
