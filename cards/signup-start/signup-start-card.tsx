import { useTranslation } from 'react-i18next'
import { useSession } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { ClassicLink } from '../shared/classic-link'
import { enabledSignupSteps } from './enabled-steps'
import type { SignupStartCardProps } from './schema'
import { paths } from '@/core/paths'

/**
 * Start or resume registration: explains the tenant's steps and opens the signup screen, which
 * resumes at the server's step. The registration capability replaces it with step cards.
 */
export function SignupStartCard({ props, stale }: CardViewProps<SignupStartCardProps>) {
  const { t } = useTranslation('cards')
  const { user } = useSession()
  const tenant = useTenantStore((s) => s.tenant)
  const steps = tenant ? enabledSignupSteps(tenant) : ['registration' as const]
  const title = props.mode === 'start' && !user ? t('signup.title-start') : t('signup.title-resume')
  const current = user?.registrationStep ?? 'registration'
  const stepName = t(`signup.steps.${current}`)

  if (stale) {
    return (
      <CardFrame stale title={title} classicPath={paths.signup} classicLabel={t('open-classic')}>
        <p>{t('signup.summary', { step: stepName })}</p>
      </CardFrame>
    )
  }

  if (!user) {
    return (
      <CardFrame title={title} classicPath={paths.signup} classicLabel={t('open-classic')}>
        <p>{t('signup.intro')}</p>
        <ol className="list-decimal space-y-0.5 pl-5">
          {steps.map((step) => (
            <li key={step}>{t(`signup.steps.${step}`)}</li>
          ))}
        </ol>
        <ClassicLink to={paths.signup} variant="default">
          {t('signup.start')}
        </ClassicLink>
      </CardFrame>
    )
  }

  const index = steps.indexOf(current as (typeof steps)[number])
  return (
    <CardFrame title={title} classicPath={paths.signup} classicLabel={t('open-classic')}>
      {current === 'pendingValidation' ? <p>{t('signup.pending')}</p> : null}
      {current === 'completed' ? <p>{t('signup.complete')}</p> : null}
      {current === 'blocked' ? <p>{t('signup.blocked')}</p> : null}
      {index >= 0 ? (
        <>
          <p>{t('signup.current-step', { step: stepName })}</p>
          <p className="text-muted-foreground">{t('signup.progress', { current: index + 1, total: steps.length })}</p>
          <ClassicLink to={paths.signup} variant="default">
            {t('signup.resume')}
          </ClassicLink>
        </>
      ) : null}
    </CardFrame>
  )
}
