import * as React from 'react'
import { cn } from '@/lib/utils'

interface SkipLinkProps extends React.ComponentProps<'a'> {
  /** The id of the element to jump to (without #). */
  targetId: string
}

/** The first tab stop: hidden until focused, it moves the focus past the header to the main content. */
export function SkipLink({ targetId, className, children, ...props }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId)
        if (!target) return
        event.preventDefault()
        target.focus()
        target.scrollIntoView()
      }}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md',
        'focus:bg-card focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg focus:underline',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  )
}
