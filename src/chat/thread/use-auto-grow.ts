import { useEffect, useLayoutEffect, type RefObject } from 'react'

function fit(box: HTMLTextAreaElement): void {
  box.style.height = 'auto'
  // scrollHeight leaves the borders out; the box's CSS max-height (about six lines) stops it, then it scrolls.
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`
}

/** A text box as tall as its text: after each change of the text, and when the window's width changes its lines. */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, text: string): void {
  useLayoutEffect(() => {
    if (ref.current) fit(ref.current)
  }, [ref, text])

  useEffect(() => {
    const onResize = () => {
      if (ref.current) fit(ref.current)
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [ref])
}
