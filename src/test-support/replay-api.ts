import type { Category, RentalLabel, Station } from '@contracts/reference'
import type { Tenant } from '@contracts/tenant'
import type { WorkflowStep } from '@contracts/workflow'
import type { CarpoolOffer, FaqEntry, SessionSummary } from '@/chat/dialog/types'
import { featuresOn, tenantFixture } from './fixtures'

/**
 * The in-process fake API of the dialogue replay (`npm run dialog`, ../shared/dialogues/CONTRACT.md):
 * what the chat's handlers would get from the server, answered from the replay's catalog, with no
 * network. GET /tenant from the catalog's settings, the reference data with the numeric ids the API
 * gives (the catalog's string ids are kept to say them back), the member by kind, and the operator's
 * contact. A fake: nothing here is the product's data.
 */

export const MEMBER_KINDS = ['guest', 'driver', 'registering', 'pending', 'blocked'] as const
export type MemberKind = (typeof MEMBER_KINDS)[number]

export interface ReplayContact {
  phone: string | null
  emergencyPhone: string | null
  email: string | null
}

/** A vehicle of the catalog's fleet, which the fake search answers from (ids as the catalog writes them). */
export interface ReplayVehicle {
  id: string
  /** The fake API's numeric station id. */
  station: number | null
  make: string
  model: string
  /** The catalog's category id. */
  category: string | null
  seats: number | null
  gears: string | null
  hourly: number | null
  daily: number | null
}

export interface ReplayFakeApi {
  tenant: Tenant
  stations: Station[]
  categories: Category[]
  rentalLabels: RentalLabel[]
  contact: ReplayContact
  vehicles: ReplayVehicle[]
  /** Other members' carpool offers, stations as the fake API's numeric ids. */
  carpools: CarpoolOffer[]
  faq: FaqEntry[]
  /** The catalog's own id of each numeric id the fake API gives, by kind. */
  catalogIds: {
    stations: Map<number, string>
    categories: Map<number, string>
    rentalLabels: Map<number, string>
  }
  /** GET /user as the dialog sees it, for a member kind of the contract. */
  session(kind: MemberKind): SessionSummary
}

type Json = Record<string, unknown>

const STEP_OF: Record<Exclude<MemberKind, 'guest'>, WorkflowStep> = {
  driver: 'driver_ok',
  // Sign-up stopped at the phone step (the contract's "registering").
  registering: 'driver_on_sms_form',
  pending: 'driver_waiting_for_validation',
  blocked: 'driver_blocked',
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/** Builds the fake API from a dialogue catalog; throws on a catalog that is no object or has no time zone. */
export function replayFakeApi(raw: unknown): ReplayFakeApi {
  if (!isObject(raw)) throw new Error('the catalog is not a JSON object')
  const timezone = str(raw.timezone)
  if (!timezone) throw new Error('the catalog has no timezone')
  const catalogIds = {
    stations: new Map<number, string>(),
    categories: new Map<number, string>(),
    rentalLabels: new Map<number, string>(),
  }
  const entries = (list: unknown, ids: Map<number, string>) =>
    (Array.isArray(list) ? list : []).filter(isObject).flatMap((e) => {
      const id = str(e.id) ?? (typeof e.id === 'number' ? String(e.id) : null)
      const name = str(e.name)
      if (!id || !name) return []
      const numeric = ids.size + 1
      ids.set(numeric, id)
      return [{ e, id: numeric, name, aliases: strings(e.aliases) }]
    })
  const stations: Station[] = entries(raw.stations, catalogIds.stations).map(({ e, id, name, aliases }) => ({
    id,
    name,
    address: str(e.address) ?? '',
    description: str(e.description),
    latitude: num(e.latitude, 0),
    longitude: num(e.longitude, 0),
    aliases,
  }))
  const categories: Category[] = entries(raw.categories, catalogIds.categories).map(({ id, name, aliases }) => ({ id, name, aliases }))
  const rentalLabels: RentalLabel[] = entries(raw.rentalLabels, catalogIds.rentalLabels).map(({ id, name, aliases }) => ({ id, name, aliases }))
  const stationOf = (v: unknown): number | null => {
    for (const [numeric, id] of catalogIds.stations) if (id === v) return numeric
    return null
  }
  const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  const vehicles: ReplayVehicle[] = (Array.isArray(raw.vehicles) ? raw.vehicles : []).filter(isObject).flatMap((v) => {
    const id = str(v.id)
    if (!id) return []
    return [
      {
        id,
        station: stationOf(v.station),
        make: str(v.make) ?? '',
        model: str(v.model) ?? '',
        category: str(v.category),
        seats: numOrNull(v.seats),
        gears: str(v.gears),
        hourly: numOrNull(v.hourly),
        daily: numOrNull(v.daily),
      },
    ]
  })
  const carpools: CarpoolOffer[] = (Array.isArray(raw.carpools) ? raw.carpools : []).filter(isObject).flatMap((c) => {
    const id = str(c.id)
    const start = str(c.start)
    const end = str(c.end)
    if (!id || !start || !end) return []
    return [{ id, driver: str(c.driver) ?? '', station: stationOf(c.station), destination: str(c.destination) ?? '', start, end, seats: num(c.seats, 1) }]
  })
  const bothLangs = (v: unknown) => (isObject(v) ? { fr: str(v.fr) ?? str(v.en) ?? '', en: str(v.en) ?? str(v.fr) ?? '' } : null)
  const faq: FaqEntry[] = (Array.isArray(raw.faq) ? raw.faq : []).filter(isObject).flatMap((f) => {
    const id = str(f.id)
    const question = bothLangs(f.question)
    const answer = bothLangs(f.answer)
    return id && question && answer ? [{ id, question, answer, keywords: strings(f.keywords) }] : []
  })
  const contactRaw = isObject(raw.contact) ? raw.contact : {}
  const addressEngine = raw.searchEngine === 'address'
  const contact: ReplayContact = { phone: str(contactRaw.phone), emergencyPhone: str(contactRaw.emergencyPhone), email: str(contactRaw.email) }
  const tenant = tenantFixture({
    human_name: str(raw.name) ?? 'Replay',
    // GET /tenant serves the operator's contact; the chat reads it there (conversation/env-of.ts).
    support_phone: contact.phone,
    emergency_phone: contact.emergencyPhone,
    support_email: contact.email,
    timezone,
    iso3166: str(raw.country) ?? 'CA',
    distance_unit: raw.distanceUnit === 'miles' || raw.distanceUnit === 'mi' ? 'miles' : 'km',
    search_engine: addressEngine ? 'address' : 'station',
    features: featuresOn({
      payments: true,
      multilanguage: true,
      registration: true,
      auto_register: true,
      one_way: raw.oneWay === true,
      carpooling: raw.carpooling === true,
      categories: categories.length > 0,
      labels: rentalLabels.length > 0,
      discount: true,
      estimated_distance: true,
      terms_and_conditions: true,
      privacy_usage: true,
    }),
  })
  return {
    tenant,
    stations,
    categories,
    rentalLabels,
    contact,
    vehicles,
    carpools,
    faq,
    catalogIds,
    session(kind) {
      if (kind === 'guest') return { authenticated: false, step: null, firstName: null }
      return { authenticated: true, step: STEP_OF[kind], firstName: 'Camille' }
    },
  }
}
