import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/document-title'
import { useTenantFlags } from '@/core/tenant'
import { loginWithIdToken } from '@/core/session'
import { readSsoResponse, takeSsoRequest } from '@/core/session'
import { paths } from '@/core/paths'

/**
 * Single sign-on callback (spec section 2): reads the id_token from the URL, checks it answers the
 * request this browser started (state), exchanges it for a member token (grant openid_token, with
 * the request's nonce), loads the account and goes to the root.
 */
export default function SsoCallbackScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const { useSingleSignOn } = useTenantFlags()
  useDocumentTitle(t('auth:sso.title'))

  useEffect(() => {
    // Strict mode runs effects twice; the id_token may only be exchanged once.
    if (started.current || !useSingleSignOn) return
    started.current = true
    const { idToken, state } = readSsoResponse(window.location)
    const request = takeSsoRequest()
    // Drop the token from the address bar and the history.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    // Only the answer to a request this browser started is taken: a token arriving without one, or
    // with another state, could be an attacker's (login CSRF: the visitor would be signed in to
    // the attacker's account). The request's nonce makes the server check the token was minted for it.
    if (!idToken || !request || state !== request.state) {
      setFailed(true)
      return
    }
    void loginWithIdToken(idToken, request.nonce).then((result) => {
      if (result.ok) navigate('/', { replace: true })
      else setFailed(true)
    })
  }, [navigate, useSingleSignOn])

  // Spec section 2: the callback exists only on tenants with single sign-on.
  if (!useSingleSignOn) return <Navigate to={paths.login} replace />
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('auth:sso.title')}</h1>
      {failed ? (
        <>
          <p role="alert">{t('errors:invalid_id_token')}</p>
          <Link to={paths.login} className="text-primary underline">
            {t('auth:back-to-login')}
          </Link>
        </>
      ) : (
        <Spinner label={t('auth:sso.signing-in')} className="size-8" />
      )}
    </div>
  )
}
