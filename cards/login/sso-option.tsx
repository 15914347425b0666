import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { startSingleSignOn } from '@/core/session'
import { useTenantStore } from '@/core/tenant'

/**
 * Single sign-on where the tenant has it (spec section 2), said before any password: a member the
 * issuer created has no password here, so the password form and its reset cannot work for them.
 */
export function SsoOption({ id }: { id: string }) {
  const { t } = useTranslation('cards')
  const on = useTenantStore((s) => s.flags?.useSingleSignOn === true)
  if (!on) return null
  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" className="w-full sm:w-auto" aria-describedby={`${id}-sso-help`} onClick={() => startSingleSignOn()}>
        {t('login.sso')}
      </Button>
      <p id={`${id}-sso-help`} className="text-muted-foreground">
        {t('login.sso-help')}
      </p>
    </div>
  )
}
