import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { ReactElement } from 'react'
import type { Tenant } from '@contracts/tenant'
import { useTenantStore } from '@/core/tenant'
import { i18n } from '@/i18n'
import { makeTenant } from '@/test-support/fake-api'
import fr from '@/i18n/locales/fr/registration.json'
import en from '@/i18n/locales/en/registration.json'

i18n.addResourceBundle('fr', 'registration', fr, true, false)
i18n.addResourceBundle('en', 'registration', en, true, false)

/** Renders a registration view with a tenant loaded, in a language, inside a router at `path`. */
export async function renderRegistration(ui: ReactElement, options: { tenant?: Partial<Tenant>; language?: 'fr' | 'en'; path?: string } = {}) {
  useTenantStore.getState().setTenant(makeTenant(options.tenant))
  await i18n.changeLanguage(options.language ?? 'fr')
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/signup']}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
  )
}
