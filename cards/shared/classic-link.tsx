import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useCardHost } from './card-host'

interface ClassicLinkProps {
  /** Path relative to the app's base path. */
  to: string
  children: ReactNode
  variant?: 'link' | 'secondary' | 'default'
  className?: string
}

/** Opens the classic screen behind a card, inside the app's router. */
export function ClassicLink({ to, children, variant = 'link', className }: ClassicLinkProps) {
  const host = useCardHost()
  return (
    <Link
      to={to}
      onClick={host.onNavigate}
      // A link's text wraps: the button styles keep one line, which runs out of a card on a 320 px phone.
      className={cn(
        buttonVariants({ variant, size: variant === 'link' ? undefined : 'sm' }),
        variant === 'link' && 'h-auto justify-start px-0 py-0 text-left whitespace-normal',
        className,
      )}
    >
      {children}
    </Link>
  )
}
