import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { CardViewProps } from '../registry'
import { CardLoading } from '../shared/card-status'

/** A lazy card's view, and the way to fetch it ahead of its first showing (a card definition's `preload`). */
export type LazyCardView<P> = ComponentType<CardViewProps<P>> & { preload: () => Promise<unknown> }

/**
 * A card whose view loads when it first shows: the search cards' views (dates, prices, forms)
 * stay out of the chat's first load, only their schemas come with it. A view already fetched (its
 * `preload` ran while the driver typed) renders at once: through React.lazy it would suspend for a
 * render anyway, and React holds a revealed fallback's content back for a few hundred milliseconds,
 * which a search card's request (sent when it mounts) would wait for.
 */
export function lazyCard<P>(load: () => Promise<{ default: ComponentType<CardViewProps<P>> }>): LazyCardView<P> {
  let loaded: ComponentType<CardViewProps<P>> | null = null
  let loading: Promise<{ default: ComponentType<CardViewProps<P>> }> | null = null
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const View = lazy(loadOnce)
  function LazyCard(props: CardViewProps<P>) {
    // Chosen once per card: switching from the lazy view to the loaded one later would remount it.
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={<CardLoading />}>
        <View {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyCard, { preload: loadOnce })
}
