import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ClassicLink } from './classic-link'
import { useHeadingFocus } from './use-auto-focus'

interface CardFrameProps {
  title: string
  /** The classic screen this card stands for. */
  classicPath: string
  classicLabel: string
  children?: ReactNode
  /** A read-only summary of an older card. */
  stale?: boolean
  /** A card whose main action is opening its screen shows the link as a button. */
  classicVariant?: 'link' | 'default'
  className?: string
  /** False while the card waits for what it shows (a search's answer): its heading takes the focus after. */
  focusReady?: boolean
}

/** The frame every card shares: an article named by its title, its content, a link to its classic screen. */
export function CardFrame({ title, classicPath, classicLabel, children, stale = false, classicVariant = 'link', className, focusReady = true }: CardFrameProps) {
  const titleId = useId()
  // An older card's summary never takes the focus; the live one's heading does when it asks for input.
  const headingRef = useHeadingFocus<HTMLHeadingElement>(!stale && focusReady)
  return (
    <article
      aria-labelledby={titleId}
      data-stale={stale || undefined}
      className={cn('w-full rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm', stale && 'bg-muted/40 shadow-none', className)}
    >
      {/* -1: focusable by the card's arrival, not a Tab stop. */}
      <h3
        ref={headingRef}
        id={titleId}
        tabIndex={-1}
        className={cn('font-semibold leading-tight outline-none focus-visible:outline-2 focus-visible:outline-ring', stale ? 'text-sm' : 'text-base')}
      >
        {title}
      </h3>
      {children ? <div className="mt-2 space-y-3 text-sm">{children}</div> : null}
      <p className="mt-3 text-sm">
        <ClassicLink to={classicPath} variant={stale ? 'link' : classicVariant}>
          {classicLabel}
        </ClassicLink>
      </p>
    </article>
  )
}
