import { useCallback, useMemo, type RefObject } from 'react'
import type { ComposerControl } from './composer-control'
import type { ComposerHandle } from './composer'

/** Focus and prefill of the thread's message box, for cards and chips. */
export function useComposerControlValue(composerRef: RefObject<ComposerHandle | null>): ComposerControl {
  const focus = useCallback(() => composerRef.current?.input()?.focus(), [composerRef])
  return useMemo<ComposerControl>(
    () => ({
      focus,
      prefill: (text) => {
        composerRef.current?.setText(text)
        focus()
        // After React wrote the value: the caret goes to its end, ready to finish the sentence.
        requestAnimationFrame(() => {
          const input = composerRef.current?.input()
          if (input) input.setSelectionRange(input.value.length, input.value.length)
        })
      },
    }),
    [focus, composerRef],
  )
}
