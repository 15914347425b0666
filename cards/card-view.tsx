import { Suspense, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import './shared/i18n'
import { CardErrorBoundary } from './shared/card-error-boundary'
import { CardFrame } from './shared/card-frame'
import { CardLoading } from './shared/card-status'
import { cardsVersion, defaultIsStale, getCardDefinition, moreCardsComing, subscribeToCards, type StaleContext } from './registry'
import { ExpiredCard, UnknownKindCard } from './unknown-kind'

interface CardViewProps {
  kind: string
  props: unknown
  stale: StaleContext
}

/** The kind's classic screen for props its schema refused: most kinds name one whatever the props; else the home. */
function classicPathOfStale(classicPath: (props: never) => string, props: unknown): string {
  try {
    const path = classicPath(props as never)
    return typeof path === 'string' && path.startsWith('/') ? path : '/'
  } catch {
    return '/'
  }
}

function CrashedCard({ path }: { path: string }) {
  const { t } = useTranslation('cards')
  return (
    <CardFrame title={t('unknown.title')} classicPath={path} classicLabel={t('open-classic')} classicVariant="default">
      <p role="alert">{t('crash')}</p>
    </CardFrame>
  )
}

/**
 * One card of a message: props validated against the kind's schema first; an unknown kind or
 * invalid props render the fallback to the classic screen; a crash stays inside the card.
 */
export function CardView({ kind, props, stale }: CardViewProps) {
  useSyncExternalStore(subscribeToCards, cardsVersion)
  const definition = getCardDefinition(kind)
  if (!definition && moreCardsComing()) return <CardLoading />
  const parsed = definition?.schema.safeParse(props)
  if (!definition || !parsed) return <UnknownKindCard />
  if (!parsed.success) {
    console.error(`Card ${kind}: props do not match its schema`, parsed.error.issues)
    return <ExpiredCard classicPath={classicPathOfStale(definition.classicPath, props)} />
  }
  const Component = definition.component
  const isStale = definition.isStale ? definition.isStale(parsed.data, stale) : defaultIsStale(stale)
  return (
    <CardErrorBoundary fallback={<CrashedCard path={definition.classicPath(parsed.data)} />}>
      {/* A capability may register a lazy component to keep its card out of the chat's first load. */}
      <Suspense fallback={<CardLoading />}>
        <Component props={parsed.data} stale={isStale} />
      </Suspense>
    </CardErrorBoundary>
  )
}

/** Starts the work of a card the chat is posting (see CardDefinition.start); props it cannot read start nothing. */
export function startCard(cardId: string, kind: string, props: unknown): void {
  const definition = getCardDefinition(kind)
  if (!definition?.start) return
  const parsed = definition.schema.safeParse(props)
  if (parsed.success) definition.start(cardId, parsed.data)
}

/** Whether a card of this kind asks for input (the newest such card takes the focus). */
export function cardNeedsInput(kind: string, props: unknown): boolean {
  const definition = getCardDefinition(kind)
  const parsed = definition?.schema.safeParse(props)
  return !!definition?.needsInput && !!parsed?.success && definition.needsInput(parsed.data)
}
