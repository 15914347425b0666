import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ChevronDown, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useTenant } from '@/features/tenant'
import { useUserMenuStore } from '@/lib/user-menu'

/** A visitor's user menu: login, and signup when registration is on (spec section 4, booking click). */
export function GuestMenu() {
  const { t } = useTranslation('layout')
  const { flags } = useTenant()
  const open = useUserMenuStore((s) => s.open)
  const setOpen = useUserMenuStore((s) => s.setOpen)
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" className="gap-2 px-3">
          <UserRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('guest-menu')}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/login">{t('login')}</Link>
        </DropdownMenuItem>
        {flags.useRegistration && (
          <DropdownMenuItem asChild>
            <Link to="/signup">{t('signup')}</Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
