import { i18n } from '@/i18n'
import type { Tenant } from '@contracts/tenant'
import type { ClientSettings } from '@/core/tenant'
import type { ClientUser } from '@/core/session'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data/catalog-query'
import type { Lang } from '../dialog/intent-types'
import type { DialogEnv, HomeSummary, PlacePosition, Position } from '../dialog/types'
import { dialogEnvOf } from './env-of'

export { tenantSummary } from './env-of'

export interface EnvSources {
  tenant: Tenant
  settings: ClientSettings
  user: ClientUser | null
  reference: ReferenceCatalog
  position: Position | null
  positionRefused?: boolean
  placePosition?: PlacePosition | null
  lang: Lang
  now: Date
  home?: HomeSummary | null
}

/** The dialog manager's environment, from the stores at the moment of a turn. */
export function buildDialogEnv(sources: EnvSources): DialogEnv {
  const { user } = sources
  const session = { authenticated: user !== null, step: user?.serverStep ?? null, firstName: user?.firstName ?? null, hasPassword: user?.hasPassword ?? true }
  return dialogEnvOf({ ...sources, session }, i18n)
}
