import { useEffect, useRef, type ReactNode } from 'react'

/** A step's heading, focused when the step appears so keyboard and screen-reader users follow the flow. */
export function PanelHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-xl font-semibold outline-none focus-visible:outline-3 focus-visible:outline-ring">
      {children}
    </h2>
  )
}
