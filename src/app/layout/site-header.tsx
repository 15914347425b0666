import { useTenant } from '@/core/tenant'
import { LanguageToggle } from './language-toggle'
import { TenantLogo } from './tenant-logo'
import { UserMenu } from './user-menu'

export function SiteHeader({ showUserMenu = true }: { showUserMenu?: boolean }) {
  const { flags } = useTenant()
  return (
    <header className="site-header sticky top-0 z-40 border-b border-border bg-card">
      <div className="flex h-14 items-center gap-3 px-4">
        <TenantLogo />
        <div className="ml-auto flex items-center gap-2">
          {flags.useMultilanguage && <LanguageToggle />}
          {showUserMenu && <UserMenu />}
        </div>
      </div>
    </header>
  )
}
