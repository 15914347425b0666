import { lazy, Suspense, useState } from 'react'
import { useToastStore } from '@/lib/toast/toast-store'

// The toaster (radix toast) loads with the first toast; it stays mounted afterwards.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

export function LazyToaster() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0)
  const [wanted, setWanted] = useState(hasToasts)
  if (hasToasts && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
