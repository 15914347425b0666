import { createInstance } from 'i18next'
import frChat from '@/i18n/locales/fr/chat.json'
import enChat from '@/i18n/locales/en/chat.json'
import type { Lang } from '../intent-types'
import { clientSettingsOf } from '@/lib/tenant-settings'
import { tenantFixture } from '@/test-support/fixtures'
import type { DialogEnv, SessionSummary, TenantSummary } from '../types'

const i18n = createInstance()
void i18n.init({
  lng: 'fr',
  resources: { fr: { chat: frChat }, en: { chat: enChat } },
  defaultNS: 'chat',
  interpolation: { escapeValue: false },
  initAsync: false,
})

export const DEMO_TENANT: TenantSummary = {
  name: 'Démo',
  timezone: 'America/Montreal',
  platform: 'public',
  searchEngine: 'station',
  oneWay: true,
  distanceUnit: 'km',
  registration: true,
  autoRegister: true,
  multilanguage: true,
  payments: true,
  carpooling: true,
  privacyUsage: true,
  termsAndConditions: true,
  minimumTimeBeforeStart: 0,
}

export const GUEST: SessionSummary = { authenticated: false, step: null, firstName: null }
export const DRIVER: SessionSummary = { authenticated: true, step: 'driver_ok', firstName: 'Camille' }

/** A dialog environment with the real translations, on the demo tenant, at a fixed instant. */
export function testEnv(overrides: Partial<DialogEnv> = {}): DialogEnv {
  return {
    lang: 'fr',
    now: new Date('2026-11-25T14:03:00-05:00'),
    session: GUEST,
    tenant: DEMO_TENANT,
    // The settings of the tenant the app tests load (tenantFixture), as the live chat takes them from its store.
    search: clientSettingsOf(tenantFixture()).search,
    stations: [
      { id: 1, name: 'Gare Centrale', latitude: 45.4999, longitude: -73.5664 },
      { id: 2, name: 'Vieux-Port', latitude: 45.5075, longitude: -73.5524 },
      { id: 3, name: 'Plateau Mont-Royal', latitude: 45.5255, longitude: -73.5817 },
      { id: 4, name: 'Longueuil Métro', latitude: 45.5252, longitude: -73.5219 },
    ],
    position: null,
    translate: (lang: Lang, key: string, vars?: Record<string, unknown>) => i18n.getFixedT(lang, 'chat')(key, vars ?? {}),
    translateList: (lang: Lang, key: string) => {
      const value: unknown = i18n.getFixedT(lang, 'chat')(key, { returnObjects: true })
      return Array.isArray(value) ? value.map(String) : []
    },
    ...overrides,
  }
}
