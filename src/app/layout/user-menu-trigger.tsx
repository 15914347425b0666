import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ClientUser } from '@/core/session'
import { UserAvatar } from './user-avatar'

type TriggerProps = ComponentProps<typeof Button> & { user: ClientUser | null }

/**
 * The user menu's button, the same before and after the menu's code has loaded: avatar and name
 * for a member, "My account" for a visitor.
 */
export function UserMenuTrigger({ user, ...props }: TriggerProps) {
  const { t } = useTranslation('layout')
  if (!user) {
    return (
      <Button variant="secondary" className="gap-2 px-3" aria-haspopup="menu" {...props}>
        <UserRound aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('guest-menu')}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
    )
  }
  return (
    <Button variant="ghost" className="h-11 gap-2 px-2" aria-haspopup="menu" {...props}>
      <UserAvatar user={user} />
      <span className="hidden max-w-40 truncate sm:inline">{user.displayName}</span>
      <span className="sr-only sm:hidden">{user.displayName}</span>
      <span className="sr-only">{t('menu.open-label')}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  )
}
