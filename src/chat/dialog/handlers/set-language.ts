import { card, reply } from '../card'
import type { Lang } from '../intent-types'
import { nextSteps, suggestions } from '../suggestions'
import type { IntentHandler } from '../types'

const isLang = (v: unknown): v is Lang => v === 'fr' || v === 'en'

/** set_language: switches the interface (and the session's language) when the tenant offers both. */
export const setLanguageHandler: IntentHandler = {
  intent: 'set_language',
  handle(ctx) {
    const asked = isLang(ctx.result.slots.lang) ? ctx.result.slots.lang : ctx.result.lang
    const { env } = ctx
    if (!env.tenant.multilanguage) {
      const only = env.interfaceLang ?? env.lang
      return {
        reply: reply(env.translate(asked, 'language.unavailable', { language: env.translate(asked, `language.names.${only}`) }), [
          card('language', { lang: only, available: false }),
        ]),
      }
    }
    const next = { ...ctx, lang: asked, t: (key: string, vars?: Record<string, unknown>) => env.translate(asked, key, vars) }
    return {
      reply: reply(env.translate(asked, 'language.done'), [card('language', { lang: asked, available: true })], [...nextSteps(next), ...suggestions(next, ['language'])]),
      actions: asked === (env.interfaceLang ?? env.lang) ? [] : [{ type: 'set_language', lang: asked }],
    }
  },
}
