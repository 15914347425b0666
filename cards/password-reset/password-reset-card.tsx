import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { usePasswordResetRequest } from '@/features/session/use-password-reset-request'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { CardError } from '../shared/card-status'
import { EmailField } from '../shared/email-field'
import { SsoOption } from '../login/sso-option'
import type { PasswordResetCardProps } from './schema'
import { paths } from '@/core/paths'
/** forgot password, in the conversation: the reset request of the forgot-password screen; the link arrives by e-mail. */
export function PasswordResetCard({ stale }: CardViewProps<PasswordResetCardProps>) {
  const { t } = useTranslation(['cards', 'errors'])
  const host = useCardHost()
  const request = usePasswordResetRequest({
    onSent: () => {
      host.setState({ sent: true })
      host.focusComposer()
    },
  })
  const id = useId()
  const sent = host.state.sent === true

  if (sent || stale) {
    return (
      <CardFrame stale={stale} title={t('cards:reset.title')} classicPath={paths.forgotPassword} classicLabel={t('cards:reset.open')}>
        {/* The card's own words after the visitor's action: the log only announces the assistant's answers. */}
        {sent ? <p role="status">{t('cards:reset.sent')}</p> : <p>{t('cards:reset.summary-stale')}</p>}
      </CardFrame>
    )
  }

  return (
    <CardFrame title={t('cards:reset.title')} classicPath={paths.forgotPassword} classicLabel={t('cards:reset.open')}>
      <SsoOption id={id} />
      <form noValidate onSubmit={(e) => void request.submit(e)} className="space-y-3">
        <p id={`${id}-intro`}>{t('cards:reset.intro')}</p>
        <EmailField autoComplete="email" field={request.form.field('email', `${id}-intro`)} error={request.form.errorOf('email')} errorId={request.form.errorId('email')} />
        {request.status === 'failed' ? <CardError message={t('cards:reset.failed')} /> : null}
        <Button type="submit" disabled={request.status === 'sending'} className="w-full sm:w-auto">
          {request.status === 'sending' ? t('cards:reset.submitting') : t('cards:reset.submit')}
        </Button>
      </form>
    </CardFrame>
  )
}

export default PasswordResetCard
