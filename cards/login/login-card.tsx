import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/password-field'
import { Button } from '@/components/ui/button'
import { useSession } from '@/core/session'
import { LockedAccountNotice } from '@/features/session'
// Its own module, not the session's index: react-hook-form loads with the card, not the first page.
import { useLogin } from '@/features/session/use-login'
import { useTenantStore } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { ClassicLink } from '../shared/classic-link'
import { CardError } from '../shared/card-status'
import { EmailField } from '../shared/email-field'
import type { LoginCardProps } from './schema'
import { SsoOption } from './sso-option'
import { pushNextCard } from '../search-results/next-card'
import { paths } from '@/core/paths'

/** Login inside the conversation: the login screen's useLogin, its rules and its messages. */
export function LoginCard({ props, stale }: CardViewProps<LoginCardProps>) {
  const { t } = useTranslation(['cards', 'errors', 'auth'])
  const host = useCardHost()
  const session = useSession()
  const flags = useTenantStore((s) => s.flags)
  const id = useId()
  const { form, submit, submitting, failure, lockedEmail } = useLogin({
    onLoggedIn: (user) => {
      host.setState({ name: user.displayName })
      host.focusComposer()
      host.followUp(props.reason ?? 'greeting')
    },
  })
  const doneName = typeof host.state.name === 'string' ? host.state.name : null

  if (doneName || stale || session.isAuthenticated) {
    const name = doneName ?? session.user?.displayName ?? null
    return (
      <CardFrame stale title={t('cards:login.title')} classicPath={paths.login} classicLabel={t('cards:login.open')}>
        <p>{name ? t('cards:login.summary-done', { name }) : t('cards:login.summary-stale')}</p>
      </CardFrame>
    )
  }

  const canSignUp = flags?.useRegistration && flags.autoRegister
  return (
    <CardFrame title={t('cards:login.title')} classicPath={paths.login} classicLabel={t('cards:login.open')}>
      <SsoOption id={id} />
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-describedby={failure || lockedEmail ? `${id}-failure` : undefined}>
        <EmailField autoComplete="username" {...form.control('email')} />
        <PasswordField label={t('cards:login.password')} autoComplete="current-password" {...form.control('password')} className="gap-1" />
        {failure ? (
          <div id={`${id}-failure`}>
            <CardError message={failure} />
          </div>
        ) : null}
        {lockedEmail ? (
          <div id={`${id}-failure`} role="alert">
            <LockedAccountNotice email={lockedEmail} />
          </div>
        ) : null}
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? t('cards:login.submitting') : t('cards:login.submit')}
        </Button>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {/* The reset request in the conversation itself (its card links to the screen too). */}
          <Button type="button" variant="link" className="h-auto px-0 py-0" onClick={() => pushNextCard({ text: t('cards:reset.reply'), kind: 'password-reset', props: {} })}>
            {t('cards:login.forgot')}
          </Button>
          {canSignUp ? <ClassicLink to={paths.signup}>{t('cards:login.signup')}</ClassicLink> : null}
        </p>
      </form>
    </CardFrame>
  )
}

export default LoginCard
