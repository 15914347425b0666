import { create } from 'zustand'

/**
 * One criterion of the current search, as the chips bar shows it. Generic on purpose: the chat
 * fills it from what it understood; the search capability can feed it from its own store.
 */
export interface SearchStateChip {
  id: string
  /** What the criterion is ("Station de départ"), for the controls' accessible names. */
  label: string
  /** Its value in words ("Gare Centrale", "demain, jeudi 26 novembre, de 9 h à 12 h"). */
  value: string
  removable: boolean
  /** A sentence start put in the message box to change this criterion, e.g. "plutôt ". */
  editPrompt: string | null
}

/** Where the chips come from and what removing one does. */
export interface SearchStateSource {
  /** A React hook returning the chips to show (empty when there is no search). */
  useChips: () => readonly SearchStateChip[]
  remove: (chip: SearchStateChip) => void
}

interface SourceState {
  source: SearchStateSource | null
}

const useSourceStore = create<SourceState>(() => ({ source: null }))

/** The search capability plugs its own chips in; returns a function that unplugs them. */
export function registerSearchStateSource(source: SearchStateSource): () => void {
  useSourceStore.setState({ source })
  return () => {
    if (useSourceStore.getState().source === source) useSourceStore.setState({ source: null })
  }
}

export function useRegisteredSearchStateSource(): SearchStateSource | null {
  return useSourceStore((s) => s.source)
}
