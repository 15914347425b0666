import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { logout, useSession } from '@/core/session'
import { cn } from '@/lib/utils'
import { LazyTermsDialog } from './lazy-terms-dialog'
import { paths } from '@/core/paths'

const linkClass = 'text-primary underline underline-offset-2 hover:no-underline'

/**
 * Footer of spec section 2: logout when authenticated, the terms dialog, the privacy policy link;
 * and help and contact first, for guests as for members, in the same place on every page (the
 * tenant's FAQ and contact contents, open routes).
 */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation('layout')
  const { isAuthenticated } = useSession()
  const navigate = useNavigate()
  const [termsOpen, setTermsOpen] = useState(false)
  const termsButton = useRef<HTMLButtonElement>(null)
  return (
    <footer className={cn('border-t border-border bg-card', className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <Link to={paths.helpFaq} className={linkClass}>
          {t('help')}
        </Link>
        <Link to={paths.helpContact} className={linkClass}>
          {t('contact')}
        </Link>
        <Button ref={termsButton} variant="link" size="sm" className="px-0" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
          {t('terms')}
        </Button>
        <LazyTermsDialog open={termsOpen} onOpenChange={setTermsOpen} returnFocusTo={termsButton} />
        <Link to={paths.privacyPolicy} className={linkClass}>
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
