import * as React from 'react'

/** Text for screen readers only. */
export function VisuallyHidden(props: React.ComponentProps<'span'>) {
  return <span className="sr-only" {...props} />
}
