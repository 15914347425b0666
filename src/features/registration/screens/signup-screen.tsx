import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'
import { useTenant } from '@/core/tenant'
import type { SignupStep } from '@contracts/workflow'
import { SignupStepBody } from '../components/signup-step-body'
import { SignupStepper } from '../components/signup-stepper'
import { rememberRedirectUri } from '../redirect-uri'
import { useRegistrationStore } from '../store'
import type { SignupPosition } from '../signup-steps'
import { completionTarget, goBackToApp } from '../use-completion'
import { useSignupFlow } from '../use-signup-flow'
import { paths } from '@/core/paths'

const isStep = (position: SignupPosition | null, steps: readonly SignupStep[]): position is SignupStep => position !== null && steps.includes(position as SignupStep)

/**
 * The signup stepper (spec section 2): the tenant's steps, earlier ones done, resuming at the
 * server's step. Finishing the last step shows the welcome page, then the pending-validation page.
 */
export default function SignupScreen() {
  const { t } = useTranslation('registration')
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const flow = useSignupFlow()
  const { flags } = useTenant()
  const heading = useRef<HTMLHeadingElement>(null)
  const previous = useRef<SignupPosition | null>(null)
  const redirectUri = params.get('redirect_uri')
  const { position, steps } = flow

  useEffect(() => {
    rememberRedirectUri(redirectUri)
  }, [redirectUri])

  useEffect(() => {
    const before = previous.current
    previous.current = position
    if (before !== null && before !== position && isStep(position, steps)) heading.current?.focus()
  }, [position, steps])

  useEffect(() => {
    if (position !== 'pendingValidation') return
    const pathname = useRegistrationStore.getState().justFinished ? paths.signupWelcome : paths.signupPendingValidation
    navigate({ pathname, search: location.search }, { replace: true })
  }, [position, navigate, location.search])

  useEffect(() => {
    if (position !== 'completed') return
    const target = completionTarget()
    if (!target) navigate('/', { replace: true })
    else
      void goBackToApp(target).then((sent) => {
        if (!sent) navigate('/', { replace: true })
      })
  }, [position, navigate])

  const stepTitle = isStep(position, steps) ? t(`steps.${position}`) : t('title')
  useDocumentTitle(`${stepTitle} – ${t('title')}`)

  if (!isStep(position, steps)) return null

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <SignupStepper items={flow.items} />
      <section aria-labelledby="signup-step-title" className="flex flex-col gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{t('step-of', { current: flow.number, total: steps.length })}</p>
          <h2 id="signup-step-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {t(`steps.${position}`)}
          </h2>
        </div>
        {position === 'registration' && !flags.autoRegister ? (
          // Accounts of such a tenant are made by its fleet manager (POST /user answers registration_disabled).
          <p role="alert">{t('errors:registration_disabled')}</p>
        ) : (
          <SignupStepBody step={position} />
        )}
      </section>
      {position === 'registration' ? (
        <p>
          {t('account.has-account')}{' '}
          <Link to={paths.login} className="font-medium text-primary underline">
            {t('account.login')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
