import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

export function CardLoading({ label }: { label?: string }) {
  const { t } = useTranslation('cards')
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner className="size-4" />
      <span>{label ?? t('loading')}</span>
    </p>
  )
}

/** An error inside a card, with the spec's message and, when it can be retried, a retry button. */
export function CardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('cards')
  return (
    <div role="alert" className="space-y-2">
      <p className="text-destructive">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  )
}
