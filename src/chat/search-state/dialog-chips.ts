import { useTranslation } from 'react-i18next'
import { useMemo } from 'react'
import { describeSlots } from '../dialog/describe-slots'
import type { IntentName, Slots } from '../dialog/intent-types'
import { missingSearchSlots } from '../dialog/handlers/search'
import type { HandlerContext } from '../dialog/types'
import { useConversationStore } from '../conversation/conversation-store'
import { respondTo } from '../conversation/turn'
import { currentDialogEnv } from '../conversation/current-env'
import { useCurrentCatalog } from '@/lib/reference-data/catalog'
import type { SearchStateChip, SearchStateSource } from './chip-model'

const SEARCH_INTENTS: ReadonlySet<IntentName> = new Set(['search_vehicles', 'join_carpool'])

/** Which slots a chip stands for: the period chip covers both dates. */
const SLOTS_OF_DETAIL: Record<string, string[]> = {
  period: ['startDate', 'endDate'],
}

const EMPTY_OF: Record<string, null | [] | false> = { categories: [], options: [], carpooling: false }

function slotKeys(detailKey: string): string[] {
  return SLOTS_OF_DETAIL[detailKey] ?? [detailKey]
}

/** The chips of the search the conversation is filling, from the dialog context. */
export function chipsFromSlots(slots: Slots, ctx: HandlerContext): SearchStateChip[] {
  return describeSlots(slots, ctx).map((d) => ({
    id: d.key,
    label: d.label,
    value: d.value,
    removable: true,
    editPrompt: ctx.t(`search-state.prompts.${d.key}`, { defaultValue: ctx.t('search-state.prompts.default') }),
  }))
}

function useDialogChips(): readonly SearchStateChip[] {
  const context = useConversationStore((s) => s.dialog.context)
  const { i18n } = useTranslation()
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr'
  // Stations are named from the catalog: drawn again when it arrives (a restored conversation's
  // chips come before it), and not shown before then rather than as a bare id.
  const catalog = useCurrentCatalog()
  return useMemo(() => {
    if (!context || !SEARCH_INTENTS.has(context.intent)) return []
    const namesStation = [context.slots.startStation, context.slots.endStation].some((id) => id !== null && id !== undefined && id !== '')
    if (namesStation && catalog.stations.length === 0) return []
    const env = currentDialogEnv(new Date(), language)
    if (!env) return []
    const result = { lang: env.lang, intent: context.intent, slots: context.slots, missing: [] }
    const ctx: HandlerContext = { result, state: { context, pending: null }, env, lang: env.lang, t: (k, v) => env.translate(env.lang, k, v) }
    return chipsFromSlots(context.slots, ctx)
  }, [context, language, catalog])
}

function removeDialogChip(chip: SearchStateChip): void {
  const { context } = useConversationStore.getState().dialog
  const env = currentDialogEnv()
  if (!context || !env) return
  const slots: Record<string, unknown> = { ...context.slots }
  for (const key of slotKeys(chip.id)) slots[key] = key in EMPTY_OF ? EMPTY_OF[key] : null
  const missing = missingSearchSlots(context.intent, slots as Slots, env.tenant.searchEngine)
  void respondTo({ lang: env.lang, intent: context.intent, slots: slots as Slots, missing })
}

/** The chat's own chips, used until the search capability registers its source. */
export const dialogSearchStateSource: SearchStateSource = { useChips: useDialogChips, remove: removeDialogChip }
