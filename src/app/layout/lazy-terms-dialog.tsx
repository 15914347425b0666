import { lazy, Suspense, useState, type RefObject } from 'react'

// The dialog (radix and its focus handling) loads the first time it opens, not with the first page.
const TermsDialog = lazy(() => import('@/components/content/terms-dialog').then((m) => ({ default: m.TermsDialog })))

interface LazyTermsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo?: RefObject<HTMLElement | null>
}

export function LazyTermsDialog({ open, onOpenChange, returnFocusTo }: LazyTermsDialogProps) {
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <TermsDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} />
    </Suspense>
  )
}
