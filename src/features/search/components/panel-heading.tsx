import { useEffect, useRef, type ReactNode } from 'react'
import { focusIsInLayer } from '@/lib/focus-layer'

/** A step's heading, focused when the step appears so keyboard and screen-reader users follow the flow. */
export function PanelHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // Not out of the account menu opened while the step was loading: that would close it.
    if (!focusIsInLayer()) ref.current?.focus()
  }, [])
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-xl font-semibold outline-none focus-visible:outline-3 focus-visible:outline-ring">
      {children}
    </h2>
  )
}
