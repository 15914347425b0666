import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { logout, setLanguage, type ClientUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { currentLanguage } from '@/i18n'
import { isLanguage } from '@/i18n/languages'
import { useUserMenuStore } from '@/lib/user-menu'
import { LazyTermsDialog } from './lazy-terms-dialog'
import { memberMenuEntries, type MenuEntry } from './member-menu-entries'
import { statusLabelKey } from './status-label'
import { UserAvatar } from './user-avatar'
import { UserMenuTrigger } from './user-menu-trigger'
import { useFocusOnMount } from './use-focus-on-mount'

/**
 * The member menu of spec section 2: avatar, name, status, then every entry its condition allows.
 * Not modal: a modal menu hides the rest of the page from assistive technologies (aria-hidden on
 * everything else, skip links and main included), which axe reports. Open, the menu keeps the focus
 * anyway (Tab does not leave it) and a click outside closes it. Not portalled: it stays in the
 * banner, beside its button, rather than outside every landmark at the end of body.
 */
export function MemberMenu({ user, focusOnMount = false }: { user: ClientUser; focusOnMount?: boolean }) {
  const { t } = useTranslation(['layout', 'status', 'common'])
  const { flags } = useTenant()
  const navigate = useNavigate()
  const open = useUserMenuStore((s) => s.open)
  const setOpen = useUserMenuStore((s) => s.setOpen)
  const [termsOpen, setTermsOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  useFocusOnMount(triggerRef, focusOnMount)
  const entries = memberMenuEntries(user, flags)

  const renderEntry = (entry: MenuEntry) => {
    switch (entry.kind) {
      case 'separator':
        return <DropdownMenuSeparator key={`separator-${entry.id}`} />
      case 'link':
        return (
          <DropdownMenuItem key={entry.id} asChild>
            <Link to={entry.to}>{t(`layout:menu.${entry.id}`)}</Link>
          </DropdownMenuItem>
        )
      case 'external':
        return (
          <DropdownMenuItem key={entry.id} asChild>
            <a href={entry.href}>{t(`layout:menu.${entry.id}`)}</a>
          </DropdownMenuItem>
        )
      case 'languages':
        return (
          <DropdownMenuRadioGroup
            key="languages"
            aria-label={t('layout:menu.language')}
            value={currentLanguage()}
            onValueChange={(value) => {
              if (isLanguage(value)) void setLanguage(value)
            }}
          >
            <DropdownMenuLabel>{t('layout:menu.language')}</DropdownMenuLabel>
            <DropdownMenuRadioItem value="fr" lang="fr">
              {t('common:languages.fr')}
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="en" lang="en">
              {t('common:languages.en')}
            </DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        )
      case 'legal':
        return (
          <DropdownMenuItem key="legal" onSelect={() => setTermsOpen(true)}>
            {t('layout:menu.legal')}
          </DropdownMenuItem>
        )
      case 'logout':
        return (
          <DropdownMenuItem
            key="logout"
            onSelect={() => {
              void logout().then(() => navigate('/'))
            }}
          >
            {t('layout:logout')}
          </DropdownMenuItem>
        )
    }
  }

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <UserMenuTrigger ref={triggerRef} user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" portalled={false} className="w-64">
          <div className="flex items-center gap-3 px-2 py-2">
            <UserAvatar user={user} className="size-10" />
            <div className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{user.displayName}</span>
              <span className="text-xs text-muted-foreground">{t(`status:${statusLabelKey(user)}`)}</span>
            </div>
          </div>
          <DropdownMenuSeparator />
          {entries.map(renderEntry)}
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyTermsDialog open={termsOpen} onOpenChange={setTermsOpen} returnFocusTo={triggerRef} />
    </>
  )
}
