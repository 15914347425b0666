import { useEffect, useLayoutEffect, useRef } from 'react'
import { useCardHost } from './card-host'
import { listenTypedAnswer, type TypedAnswer } from './typed-answers'

/**
 * A typed "oui" or "non" answering this card presses its button: `answer` runs the same function
 * the button runs (nothing is sent from the dialog itself), and says whether it pressed one.
 */
export function useTypedAnswer(answer: TypedAnswer): void {
  const { cardId } = useCardHost()
  const latest = useRef(answer)
  // Updated in the commit itself, not after paint: a "oui" typed as soon as the card's question shows
  // must meet the function that can answer it, not the one from the loading render.
  useLayoutEffect(() => {
    latest.current = answer
  })
  useEffect(() => listenTypedAnswer(cardId, (yes) => latest.current(yes)), [cardId])
}
