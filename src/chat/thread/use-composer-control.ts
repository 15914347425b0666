import { useCallback, useMemo, type RefObject } from 'react'
import type { ComposerControl } from './composer-control'

/** Focus and prefill of a message box, whichever box is on screen. */
export function useComposerControlValue(inputRef: RefObject<HTMLTextAreaElement | null>, setText: (text: string) => void): ComposerControl {
  const focus = useCallback(() => inputRef.current?.focus(), [inputRef])
  return useMemo<ComposerControl>(
    () => ({
      focus,
      prefill: (text) => {
        setText(text)
        focus()
        // After React wrote the value: the caret goes to its end, ready to finish the sentence.
        requestAnimationFrame(() => {
          const input = inputRef.current
          if (input) input.setSelectionRange(input.value.length, input.value.length)
        })
      },
    }),
    [focus, inputRef, setText],
  )
}
