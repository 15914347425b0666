import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DELETE_FAQ_PATH, useDeleteAccount } from '@/features/account'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { ClassicLink } from '../shared/classic-link'
import '../bookings-shared/i18n'
import type { AccountDeleteCardProps } from './schema'
import { paths } from '@/core/paths'

/**
 * delete_account: two confirmations before DELETE /user; deleted, the next action logs out;
 * refused (a rental or an invoice pending), it says so and where to get help.
 */
export function AccountDeleteCard({ stale }: CardViewProps<AccountDeleteCardProps>) {
  const { t } = useTranslation('account')
  const flow = useDeleteAccount()
  const id = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  // Each step's question takes the focus, so the next button is where the keyboard is.
  useEffect(() => {
    if (flow.step !== 'idle') statusRef.current?.focus()
  }, [flow.step])
  const live = !stale || flow.step === 'deleted'
  return (
    <CardFrame title={t('delete.title')} classicPath={paths.details} classicLabel={t('chat.open-details')} stale={stale && flow.step !== 'deleted'}>
      {flow.step === 'idle' && (
        <>
          <p>{t('delete.intro')}</p>
          <ClassicLink to={DELETE_FAQ_PATH}>{t('delete.faq-link')}</ClassicLink>
          {live && (
            <Button variant="destructive" size="sm" className="self-start" onClick={flow.start}>
              {t('delete.start')}
            </Button>
          )}
        </>
      )}
      {flow.step === 'confirm' && (
        <div role="group" aria-labelledby={`${id}-step`} className="flex flex-col gap-2">
          <p id={`${id}-step`} ref={statusRef} tabIndex={-1} className="font-medium outline-none">
            {t('delete.confirm-title')} {t('delete.confirm-text')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={flow.next}>
              {t('delete.continue')}
            </Button>
            <Button variant="secondary" size="sm" onClick={flow.close}>
              {t('delete.keep')}
            </Button>
          </div>
        </div>
      )}
      {(flow.step === 'final' || flow.step === 'deleting') && (
        <div role="group" aria-labelledby={`${id}-final`} className="flex flex-col gap-2">
          <p id={`${id}-final`} ref={statusRef} tabIndex={-1} className="font-medium outline-none">
            {t('delete.final-title')}. {t('delete.final-text')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" disabled={flow.step === 'deleting'} onClick={flow.remove}>
              {t('delete.confirm')}
            </Button>
            <Button variant="secondary" size="sm" onClick={flow.close}>
              {t('delete.keep')}
            </Button>
          </div>
        </div>
      )}
      {flow.step === 'deleted' && (
        <>
          <p ref={statusRef} tabIndex={-1} role="status" className="font-medium outline-none">
            {t('delete.deleted-text')}
          </p>
          <Button size="sm" className="self-start" onClick={flow.leave}>
            {t('delete.leave')}
          </Button>
        </>
      )}
      {flow.step === 'refused' && flow.refusal && (
        <>
          <div ref={statusRef} tabIndex={-1} role="alert" className="flex flex-col gap-1 outline-none">
            <p className="font-medium text-destructive">{flow.refusal.message}</p>
            {flow.refusal.reason && <p>{flow.refusal.reason}</p>}
          </div>
          <ClassicLink to={DELETE_FAQ_PATH}>{t('delete.faq-link')}</ClassicLink>
        </>
      )}
    </CardFrame>
  )
}

export default AccountDeleteCard
