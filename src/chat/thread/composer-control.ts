import { createContext, useContext } from 'react'

/** Lets cards and chips give the focus back to the message box, or start a sentence in it. */
export interface ComposerControl {
  focus: () => void
  prefill: (text: string) => void
}

export const ComposerControlContext = createContext<ComposerControl>({ focus: () => undefined, prefill: () => undefined })

export function useComposerControl(): ComposerControl {
  return useContext(ComposerControlContext)
}
