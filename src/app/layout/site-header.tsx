import { useTenant } from '@/features/tenant'
import { useCurrentUser } from '@/features/session'
import { GuestMenu } from './guest-menu'
import { LanguageToggle } from './language-toggle'
import { MemberMenu } from './member-menu'
import { TenantLogo } from './tenant-logo'

export function SiteHeader({ showUserMenu = true }: { showUserMenu?: boolean }) {
  const { flags } = useTenant()
  const user = useCurrentUser()
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card">
      <div className="flex h-14 items-center gap-3 px-4">
        <TenantLogo />
        <div className="ml-auto flex items-center gap-2">
          {flags.useMultilanguage && <LanguageToggle />}
          {showUserMenu && (user ? <MemberMenu user={user} /> : <GuestMenu />)}
        </div>
      </div>
    </header>
  )
}
