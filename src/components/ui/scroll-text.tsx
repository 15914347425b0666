import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface ScrollTextProps {
  /** What the text is, said when the keyboard reaches it (the dialog's subject: "Conditions générales"). */
  label: string
  className?: string
  children: ReactNode
}

/**
 * A dialog's long text in a box of its own height. When the text overflows the box, the box is a
 * named tab stop so that a keyboard user can reach it and scroll it with the arrows (WCAG 2.1.1,
 * axe's scrollable-region-focusable): terms have no link inside to scroll them into view, and
 * browsers other than Chromium do not make a scroller focusable by themselves. While the text fits,
 * it is a plain box, so the dialog gets no stop that does nothing. Measured again whenever the box
 * or the text changes size (the content arrives after the dialog opens, a phone turns).
 */
export function ScrollText({ label, className, children }: ScrollTextProps) {
  const box = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    for (const child of el.children) observer.observe(child)
    // Children swapped (a spinner replaced by the text) are observed as they come.
    const mutations = new MutationObserver(() => {
      for (const child of el.children) observer.observe(child)
      measure()
    })
    mutations.observe(el, { childList: true })
    return () => {
      observer.disconnect()
      mutations.disconnect()
    }
  }, [])
  return (
    <div
      ref={box}
      className={cn('overflow-y-auto rounded-sm focus-visible:outline-3 focus-visible:outline-ring', className)}
      {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  )
}
