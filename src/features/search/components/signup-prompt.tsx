import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { signupLeftOf } from '../signup-left'
import { useBooker } from '../use-booker'
import { paths } from '@/core/paths'

/**
 * Book pressed by a driver who has not finished signing up: why it cannot go on, what is
 * left, and the way to continue; the vehicle and dates stay where they are.
 */
export function SignupPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('booking')
  const left = signupLeftOf(useBooker())
  const next = t(`signup-prompt.steps.${left?.next ?? 'registration'}`)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('signup-prompt.title')}</DialogTitle>
          <DialogDescription>{t('signup-prompt.text', { count: Math.max(left?.count ?? 1, 1), next })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('signup-prompt.later')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.signup}>{t('signup-prompt.continue')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
