import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { isApiError, notifyApiError } from '@/core/api'
import { useDocumentTitle } from '@/lib/document-title'
import { queryClient } from '@/core/query/query-client'
import { confirmUnlock } from '@/core/session'
import { AuthShell } from '../components/auth-shell'
import { paths } from '@/core/paths'

type Outcome = 'working' | 'done' | 'refused' | 'missing'

/** The unlock e-mail's link (unlock-account?unlock_token=...): ends the sign-in lockout at once. */
export default function UnlockAccountScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const [params] = useSearchParams()
  const token = params.get('unlock_token')
  // The link's token is used once: one request per token, however often the screen mounts.
  const unlock = useQuery(
    {
      queryKey: ['unlock-account', token],
      queryFn: async () => {
        try {
          await confirmUnlock(token ?? '')
          return true
        } catch (error) {
          // A token refused is said on the screen; anything else is also told as the app tells failures.
          if (!(isApiError(error) && error.hasCode('invalid_unlock_token'))) notifyApiError(error)
          throw error
        }
      },
      enabled: token !== null,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    },
    queryClient,
  )
  const outcome: Outcome = !token ? 'missing' : unlock.isSuccess ? 'done' : unlock.isError ? 'refused' : 'working'
  const focusTarget = useRef<HTMLDivElement>(null)
  useDocumentTitle(t('auth:unlock.title'))

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
