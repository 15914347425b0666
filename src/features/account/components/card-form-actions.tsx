import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

interface CardFormActionsProps {
  /** Why the card was not added, announced as an alert. */
  failure: string | null
  busy: boolean
  onCancel?: () => void
}

/** The end of both card forms (offline provider and Stripe): the failure, then add and, when offered, cancel. */
export function CardFormActions({ failure, busy, onCancel }: CardFormActionsProps) {
  const { t } = useTranslation(['account', 'common'])
  return (
    <>
      {failure && (
        <p role="alert" className="font-medium text-destructive">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {t('account:cards.add-submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
      </div>
    </>
  )
}
