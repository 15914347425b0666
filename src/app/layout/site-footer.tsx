import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { TermsDialog } from '@/features/content'
import { logout, useSession } from '@/features/session'

/** Footer of spec section 2: logout when authenticated, the terms dialog, the privacy policy link. */
export function SiteFooter() {
  const { t } = useTranslation('layout')
  const { isAuthenticated } = useSession()
  const navigate = useNavigate()
  return (
    <footer className="border-t border-border bg-card">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <TermsDialog
          trigger={
            <Button variant="link" size="sm" className="px-0">
              {t('terms')}
            </Button>
          }
        />
        <Link to="/politique-de-confidentialite" className="text-primary underline underline-offset-2 hover:no-underline">
          {t('privacy-policy')}
        </Link>
        {isAuthenticated && (
          <Button variant="link" size="sm" className="ml-auto px-0" onClick={() => void logout().then(() => navigate('/'))}>
            {t('logout')}
          </Button>
        )}
      </div>
    </footer>
  )
}
