import { i18n } from '@/i18n'
import type { Tenant } from '@contracts/tenant'
import { clientDelays, type ClientFlags } from '@/lib/tenant'
import type { ClientUser } from '@/lib/session'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data'
import type { Lang } from '../dialog/intent-types'
import type { DialogEnv, Position, TenantSummary } from '../dialog/types'

export function tenantSummary(tenant: Tenant, flags: ClientFlags): TenantSummary {
  return {
    name: tenant.human_name,
    timezone: tenant.timezone,
    platform: tenant.platform_type,
    searchEngine: tenant.search_engine,
    oneWay: flags.oneWay,
    distanceUnit: tenant.distance_unit,
    registration: flags.useRegistration,
    autoRegister: flags.autoRegister,
    multilanguage: flags.useMultilanguage,
    payments: flags.usePayments,
    carpooling: flags.useCarpooling,
    privacyUsage: flags.usePrivacyUsage,
    termsAndConditions: flags.useTermsAndConditions,
    minimumTimeBeforeStart: clientDelays(tenant).minimumTimeBeforeStart,
  }
}

export interface EnvSources {
  tenant: Tenant
  flags: ClientFlags
  user: ClientUser | null
  reference: ReferenceCatalog
  position: Position | null
  positionRefused?: boolean
  lang: Lang
  now: Date
}

/** The dialog manager's environment, from the stores at the moment of a turn. */
export function buildDialogEnv(sources: EnvSources): DialogEnv {
  const { user, reference } = sources
  return {
    lang: sources.lang,
    now: sources.now,
    session: { authenticated: user !== null, step: user?.serverStep ?? null, firstName: user?.firstName ?? null },
    tenant: tenantSummary(sources.tenant, sources.flags),
    stations: reference.stations.map((s) => ({ id: s.id, name: s.name, latitude: s.latitude, longitude: s.longitude })),
    names: {
      categories: Object.fromEntries(reference.categories.map((c) => [String(c.id), c.name])),
      rentalLabels: Object.fromEntries(reference.rentalLabels.map((l) => [String(l.id), l.name])),
    },
    position: sources.position,
    positionRefused: sources.positionRefused ?? false,
    translate: (lang, key, vars) => i18n.getFixedT(lang, 'chat')(key, vars ?? {}),
    translateList: (lang, key) => {
      const value: unknown = i18n.getFixedT(lang, 'chat')(key, { returnObjects: true })
      return Array.isArray(value) ? value.map(String) : []
    },
  }
}
