import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useDeleteAccount } from '../use-delete-account'
import { paths } from '@/core/paths'

export const DELETE_FAQ_PATH = paths.helpDeleteAccount

/** Delete account: a first dialog to confirm, a second confirming deletion whose next action logs out. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account')
  const id = useId()
  const flow = useDeleteAccount()
  const firstOpen = flow.step === 'confirm'
  const secondOpen = flow.step === 'final' || flow.step === 'deleting' || flow.step === 'deleted' || flow.step === 'refused'
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('delete.title')}
      </h2>
      <p>{t('delete.intro')}</p>
      <Link to={DELETE_FAQ_PATH} className="self-start text-primary underline underline-offset-2">
        {t('delete.faq-link')}
      </Link>
      <Button variant="destructive" className="self-start" onClick={flow.start}>
        {t('delete.start')}
      </Button>

      <AlertDialog open={firstOpen} onOpenChange={(open) => !open && flow.close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.confirm-title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.confirm-text')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('delete.keep')}</AlertDialogCancel>
            <Button variant="destructive" onClick={flow.next}>
              {t('delete.continue')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={secondOpen} onOpenChange={(open) => !open && (flow.step === 'deleted' ? flow.leave() : flow.close())}>
        <AlertDialogContent>
          {flow.step === 'deleted' ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.deleted-title')}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.deleted-text')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <Button onClick={flow.leave}>{t('delete.leave')}</Button>
              </AlertDialogFooter>
            </>
          ) : flow.step === 'refused' ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.refused-title')}</AlertDialogTitle>
                <AlertDialogDescription>{flow.refusal?.message}</AlertDialogDescription>
              </AlertDialogHeader>
              {flow.refusal?.reason && <p role="alert">{flow.refusal.reason}</p>}
              <AlertDialogFooter>
                <AlertDialogCancel>{t('delete.close')}</AlertDialogCancel>
              </AlertDialogFooter>
            </>
          ) : (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.final-title')}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.final-text')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('delete.keep')}</AlertDialogCancel>
                <Button variant="destructive" disabled={flow.step === 'deleting'} onClick={flow.remove}>
                  {t('delete.confirm')}
                </Button>
              </AlertDialogFooter>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  )
}
