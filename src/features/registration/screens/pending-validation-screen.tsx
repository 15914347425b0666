import { Navigate, useLocation, useSearchParams } from 'react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'
import { useCurrentUser } from '@/core/session'
import { PendingValidation } from '../components/pending-validation'
import { rememberRedirectUri } from '../redirect-uri'
import { paths } from '@/core/paths'

/** The thanks page of a member whose registration waits for an agent; anyone else goes back to signup. */
export default function PendingValidationScreen() {
  const { t } = useTranslation('registration')
  const user = useCurrentUser()
  const [params] = useSearchParams()
  const { search } = useLocation()
  const redirectUri = params.get('redirect_uri')
  useEffect(() => rememberRedirectUri(redirectUri), [redirectUri])
  useDocumentTitle(t('pending.title'))
  if (user?.serverStep !== 'driver_waiting_for_validation') return <Navigate to={{ pathname: paths.signup, search }} replace />
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-12">
      <PendingValidation />
    </div>
  )
}
