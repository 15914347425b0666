import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BadgeEuro, KeyRound, UserPlus } from 'lucide-react'
import { useTenant } from '@/core/tenant'

const SELLING_POINTS = [
  { key: 'free-registration', Icon: UserPlus },
  { key: 'no-subscription', Icon: BadgeEuro },
  { key: 'no-keys', Icon: KeyRound },
] as const

/** Side panel of the authentication screens: the tenant's login background, or the default with three selling points. */
function AuthSidePanel() {
  const { t } = useTranslation('auth')
  const { tenant } = useTenant()
  if (tenant.login_background_url) {
    return (
      <div
        className="hidden min-h-full bg-cover bg-center lg:order-first lg:block"
        style={{ backgroundImage: `url("${encodeURI(tenant.login_background_url)}")` }}
        aria-hidden="true"
      />
    )
  }
  return (
    // On a phone the selling points follow the form instead of disappearing.
    <section aria-labelledby="selling-points-heading" className="flex flex-col justify-center gap-5 bg-primary px-6 py-8 text-primary-foreground lg:order-first lg:gap-8 lg:p-10">
      <h2 id="selling-points-heading" className="text-xl font-semibold lg:text-2xl">
        {t('selling-points.title', { name: tenant.human_name })}
      </h2>
      <ul className="flex flex-col gap-4 lg:gap-6">
        {SELLING_POINTS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-4">
            <Icon className="mt-0.5 size-7 shrink-0" aria-hidden="true" />
            <div>
              <p className="text-lg font-semibold">{t(`selling-points.${key}.title`)}</p>
              <p>{t(`selling-points.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The two-panel frame of the landing, login and password screens; the form comes first in reading order. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid flex-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col items-center justify-center px-4 py-10">
        <div className="flex w-full max-w-md flex-col gap-6">{children}</div>
      </div>
      <AuthSidePanel />
    </div>
  )
}
