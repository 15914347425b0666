import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSearchSettings } from '../use-search-settings'
import { paths } from '@/core/paths'

/** Spec section 4: a guest who books is offered login, and signup when the tenant has registration. */
export function MemberPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('booking')
  const { useRegistration } = useSearchSettings()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('member-prompt.title')}</DialogTitle>
          <DialogDescription>{t('member-prompt.text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {useRegistration && (
            <Button asChild variant="secondary">
              <Link to={paths.signup}>{t('member-prompt.signup')}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to={paths.login} state={{ from: '/' }}>
              {t('member-prompt.login')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
