import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/document-title'
import { useSessionStore } from '@/core/session'
import { logout } from '@/core/session'
import { paths } from '@/core/paths'

/** Where the identity provider sends the visitor back after its logout: the session here is closed too. */
export default function SsoLogoutScreen() {
  const { t } = useTranslation('auth')
  const status = useSessionStore((s) => s.status)
  useDocumentTitle(t('sso.logged-out'))
  useEffect(() => {
    if (status === 'member') void logout()
  }, [status])
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('sso.logged-out')}</h1>
      <p>{t('sso.logged-out-text')}</p>
      <Link to={paths.login} className="text-primary underline">
        {t('back-to-login')}
      </Link>
    </div>
  )
}
