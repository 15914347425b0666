import { cn } from '@/lib/utils'

interface SpinnerProps {
  /** What is loading, read by screen readers; omit when a visible text already says it. */
  label?: string
  className?: string
}

export function Spinner({ label, className }: SpinnerProps) {
  const circle = (
    <svg className={cn('size-6 animate-spin text-primary motion-reduce:animate-none', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
  if (!label) return circle
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  )
}
