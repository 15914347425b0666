import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { isApiError, notifyApiError } from '@/core/api'
import { useDocumentTitle } from '@/lib/document-title'
import { confirmUnlock } from '@/core/session'
import { AuthShell } from '../components/auth-shell'
import { paths } from '@/core/paths'

type Outcome = 'working' | 'done' | 'refused' | 'missing'

/** The unlock e-mail's link (unlock-account?unlock_token=...): ends the sign-in lockout at once. */
export default function UnlockAccountScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const [params] = useSearchParams()
  const token = params.get('unlock_token')
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'missing')
  const focusTarget = useRef<HTMLDivElement>(null)
  useDocumentTitle(t('auth:unlock.title'))

  useEffect(() => {
    if (!token) return
    let live = true
    confirmUnlock(token).then(
      () => live && setOutcome('done'),
      (error: unknown) => {
        if (!live) return
        setOutcome('refused')
        if (!(isApiError(error) && error.hasCode('invalid_unlock_token'))) notifyApiError(error)
      },
    )
    return () => {
      live = false
    }
  }, [token])

  useEffect(() => {
    if (outcome !== 'working') focusTarget.current?.focus()
  }, [outcome])

  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:unlock.title')}</h1>
      <div ref={focusTarget} tabIndex={-1} className="flex flex-col items-start gap-4 outline-none">
        {outcome === 'working' && <p role="status">{t('auth:unlock.working')}</p>}
        {outcome === 'done' && (
          <>
            <p role="status" className="flex items-center gap-3 text-lg">
              <CircleCheck className="size-8 shrink-0 text-success" aria-hidden="true" />
              {t('auth:unlock.success')}
            </p>
            <Button asChild size="lg">
              <Link to={paths.login}>{t('auth:unlock.go-to-login')}</Link>
            </Button>
          </>
        )}
        {(outcome === 'refused' || outcome === 'missing') && (
          <>
            <p role="alert" className="rounded-md border border-destructive bg-card p-3 font-medium text-destructive">
              {t(outcome === 'missing' ? 'auth:unlock.missing' : 'auth:unlock.invalid')}
            </p>
            <Link to={paths.login} className="text-primary underline">
              {t('auth:unlock.ask-again')}
            </Link>
          </>
        )}
      </div>
    </AuthShell>
  )
}
