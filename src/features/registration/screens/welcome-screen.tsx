import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PartyPopper } from 'lucide-react'
import { useDocumentTitle } from '@/lib/document-title'
import { useCurrentUser } from '@/core/session'
import { clearJustFinished } from '../store'
import { paths } from '@/core/paths'

/** Spec section 9: the welcome page goes back to signup after 4000 ms. */
export const WELCOME_REDIRECT_MS = 4000

/** The welcome page: the member's first name, then back to signup, which shows what comes next. */
export default function WelcomeScreen() {
  const { t } = useTranslation('registration')
  const user = useCurrentUser()
  const navigate = useNavigate()
  const { search } = useLocation()
  const title = user?.firstName ? t('welcome.title', { name: user.firstName }) : t('welcome.title-anonymous')
  useDocumentTitle(title)

  useEffect(() => {
    clearJustFinished()
    const timer = window.setTimeout(() => navigate({ pathname: paths.signup, search }, { replace: true }), WELCOME_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, search])

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-start gap-6 px-4 py-12">
      <PartyPopper className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-base">{t('welcome.text')}</p>
      <Link to={{ pathname: paths.signup, search }} replace className="font-medium text-primary underline">
        {t('welcome.continue')}
      </Link>
    </div>
  )
}
