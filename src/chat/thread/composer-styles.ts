import { cn } from '@/lib/utils'

export const composerFormClass = 'flex items-end gap-2 border-t border-border bg-card p-3'
export const composerInputClass = cn(
  'min-h-10 max-h-40 flex-1 resize-none rounded-md border border-muted-foreground/70 bg-card px-3 py-2 text-base text-foreground',
  'placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
)
// relative: the log is the containing block of its visually hidden labels (absolutely placed), so they scroll
// inside it instead of adding height to the page below the footer.
export const logClass = 'relative flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4 motion-safe:scroll-smooth'
