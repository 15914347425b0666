import type { i18n as I18n, TFunction } from 'i18next'
import { publicEmergencyNumber } from '@contracts/contact-rules'
import type { Tenant } from '@contracts/tenant'
import type { ClientSettings } from '@/lib/tenant-settings'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data/catalog-query'
import type { Lang } from '../dialog/intent-types'
import type { DialogEnv, HomeSummary, PlacePosition, Position, SessionSummary, TenantContact, TenantSummary } from '../dialog/types'

/** What the dialog says of the tenant, from GET /tenant and its one projection (lib/tenant-settings.ts). */
export function tenantSummary(tenant: Tenant, settings: ClientSettings): TenantSummary {
  const { flags, delays } = settings
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
    minimumTimeBeforeStart: delays.minimumTimeBeforeStart,
  }
}

export interface EnvParts {
  tenant: Tenant
  /** The tenant's client settings: clientSettingsOf(tenant), computed once by whoever holds the tenant. */
  settings: ClientSettings
  session: SessionSummary
  reference: Pick<ReferenceCatalog, 'stations' | 'categories' | 'rentalLabels'>
  position: Position | null
  positionRefused?: boolean
  /** The place without a station said last, once located. */
  placePosition?: PlacePosition | null
  lang: Lang
  now: Date
  /** The member's rental in progress or next booking. */
  home?: HomeSummary | null
}

/** The operator's contact as GET /tenant serves it: the live chat and the replay read it from the tenant alike. */
export function tenantContact(tenant: Tenant): TenantContact {
  return {
    phone: tenant.support_phone,
    emergencyPhone: tenant.emergency_phone,
    email: tenant.support_email,
    services: publicEmergencyNumber(tenant.iso3166),
    country: tenant.iso3166,
  }
}

/**
 * The dialog manager's environment from its parts and an i18next instance holding the `chat`
 * namespace. No store and no Vite-only import here: the live chat (dialog-env.ts) and the dialogue
 * replay (src/chat/replay) build the environment with this one function.
 */
export function dialogEnvOf(parts: EnvParts, i18n: I18n): DialogEnv {
  const { reference } = parts
  // One bound translator per language for the turn, rather than one per sentence said; it reads
  // the resources when called, so translations loaded later are seen.
  const bound = new Map<Lang, TFunction<'chat'>>()
  const chatT = (lang: Lang) => {
    let t = bound.get(lang)
    if (!t) {
      t = i18n.getFixedT(lang, 'chat')
      bound.set(lang, t)
    }
    return t
  }
  return {
    lang: parts.lang,
    now: parts.now,
    session: parts.session,
    tenant: tenantSummary(parts.tenant, parts.settings),
    search: parts.settings.search,
    stations: reference.stations.map((s) => ({
      id: s.id,
      name: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      aliases: [...(s.aliases ?? [])],
      address: s.address,
      description: s.description,
    })),
    names: {
      categories: Object.fromEntries(reference.categories.map((c) => [String(c.id), c.name])),
      rentalLabels: Object.fromEntries(reference.rentalLabels.map((l) => [String(l.id), l.name])),
    },
    contact: tenantContact(parts.tenant),
    home: parts.home ?? null,
    position: parts.position,
    positionRefused: parts.positionRefused ?? false,
    placePosition: parts.placePosition ?? null,
    translate: (lang, key, vars) => chatT(lang)(key, vars ?? {}),
    translateList: (lang, key) => {
      const value: unknown = chatT(lang)(key, {
        returnObjects: true,
      })
      return Array.isArray(value) ? value.map(String) : []
    },
  }
}
