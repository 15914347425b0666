import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

interface ListStatusProps {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** How many items the list holds now (a reload keeps showing the previous ones). */
  count: number
  /** The texts, in the calling feature's words. */
  labels: { loading: string; error: string; retry: string; empty: string }
  onRetry: () => void
}

/** What a loaded list shows instead of its items: a spinner on first load, the load error with a retry, or its empty message. */
export function ListStatus({ status, count, labels, onRetry }: ListStatusProps) {
  if (status === 'loading' && count === 0) return <Spinner label={labels.loading} />
  if (status === 'error') {
    return (
      <div role="alert" className="flex items-center gap-3">
        <p>{labels.error}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {labels.retry}
        </Button>
      </div>
    )
  }
  if (status === 'ready' && count === 0) return <p className="text-muted-foreground">{labels.empty}</p>
  return null
}
