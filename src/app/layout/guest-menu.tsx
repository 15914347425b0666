import { useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { useTenant } from '@/core/tenant'
import { useUserMenuStore } from '@/lib/user-menu'
import { UserMenuTrigger } from './user-menu-trigger'
import { useFocusOnMount } from './use-focus-on-mount'
import { paths } from '@/core/paths'

/**
 * A visitor's user menu: login, and signup when registration is on (spec section 4, booking click).
 * Not modal and not portalled, as the member menu (see there).
 */
export function GuestMenu({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useTranslation('layout')
  const { flags } = useTenant()
  const open = useUserMenuStore((s) => s.open)
  const setOpen = useUserMenuStore((s) => s.setOpen)
  const triggerRef = useRef<HTMLButtonElement>(null)
  useFocusOnMount(triggerRef, focusOnMount)
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger ref={triggerRef} user={null} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portalled={false}>
        <DropdownMenuItem asChild>
          <Link to={paths.login}>{t('login')}</Link>
        </DropdownMenuItem>
        {flags.useRegistration && (
          <DropdownMenuItem asChild>
            <Link to={paths.signup}>{t('signup')}</Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
