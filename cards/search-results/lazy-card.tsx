import { lazy, Suspense, type ComponentType } from 'react'
import type { CardViewProps } from '../registry'
import { CardLoading } from '../shared/card-status'

/**
 * A card whose view loads when it first shows: the search cards' views (dates, prices, forms)
 * stay out of the chat's first load, only their schemas come with it.
 */
export function lazyCard<P>(load: () => Promise<{ default: ComponentType<CardViewProps<P>> }>): ComponentType<CardViewProps<P>> {
  const View = lazy(load)
  return function LazyCard(props: CardViewProps<P>) {
    return (
      <Suspense fallback={<CardLoading />}>
        <View {...props} />
      </Suspense>
    )
  }
}
