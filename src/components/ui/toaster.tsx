import { Toast as ToastPrimitive } from 'radix-ui'
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useToastStore, type Toast } from '@/lib/toast/toast-store'
import { cn } from '@/lib/utils'
import { useToastSide } from './use-toast-side'

const ICONS = { info: Info, success: CircleCheck, error: CircleAlert } as const
const TOAST_DURATION_MS = 6000

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common')
  const dismiss = useToastStore((s) => s.dismiss)
  const Icon = ICONS[toast.variant]
  return (
    <ToastPrimitive.Root
      // Errors interrupt the screen reader; other messages wait for a pause.
      type={toast.variant === 'error' ? 'foreground' : 'background'}
      duration={TOAST_DURATION_MS}
      onOpenChange={(open) => {
        if (!open) dismiss(toast.id)
      }}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg relative',
        toast.variant === 'error' && 'border-destructive bg-card text-foreground',
        toast.variant === 'success' && 'border-success bg-card text-foreground',
        toast.variant === 'info' && 'border-border bg-card text-foreground',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', toast.variant === 'error' ? 'text-destructive' : toast.variant === 'success' ? 'text-success' : 'text-primary')}
        aria-hidden="true"
      />
      <div className="flex flex-col gap-1">
        {toast.title && <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>}
        <ToastPrimitive.Description className="text-sm">{toast.message}</ToastPrimitive.Description>
        {toast.action && (
          <ToastPrimitive.Action altText={toast.action.label} asChild>
            <Link to={toast.action.to} className="text-sm font-medium text-primary underline">
              {toast.action.label}
            </Link>
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground">
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('close')}</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/**
 * The toasts of the toast store, at most three at a time (spec section 9), on the side of the
 * screen away from the focused element (use-toast-side.ts). Needs a router above it.
 */
export function Toaster() {
  const { t } = useTranslation('common')
  const toasts = useToastStore((s) => s.toasts)
  const side = useToastSide()
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t('notifications')}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
      <ToastPrimitive.Viewport
        data-side={side}
        className={cn('fixed right-4 z-[60] flex', side === 'top' ? 'top-4' : 'bottom-4', 'w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none')}
      />
    </ToastPrimitive.Provider>
  )
}
