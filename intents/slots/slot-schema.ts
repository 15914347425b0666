import type { IntentName, IntentResult } from '../types'

/** The kind of value a slot holds, per the contract's table of intents and slots. */
export type SlotKind =
  | { kind: 'id' }
  | { kind: 'text' }
  | { kind: 'instant' }
  | { kind: 'day' }
  | { kind: 'number' }
  | { kind: 'flag' }
  | { kind: 'tristate' }
  | { kind: 'ids' }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'enumList'; values: readonly string[] }

const id = { kind: 'id' } as const
const text = { kind: 'text' } as const
const instant = { kind: 'instant' } as const
const day = { kind: 'day' } as const
const which = { kind: 'enum', values: ['next', 'current', 'last'] } as const

export const OPTION_IDS = ['airbag', 'air_conditioning', 'gps', 'usb_plug', 'snow_tire', 'bluetooth'] as const

const SEARCH_SLOTS: Readonly<Record<string, SlotKind>> = {
  startStation: id,
  endStation: id,
  address: text,
  destination: text,
  startDate: instant,
  endDate: instant,
  categories: { kind: 'ids' },
  options: { kind: 'enumList', values: OPTION_IDS },
  gearsType: { kind: 'enum', values: ['manual', 'automatic', 'semi_automatic'] },
  seatsCount: { kind: 'enum', values: [2, 4, 7] },
  rentalLabel: id,
  estimatedDistance: { kind: 'number' },
  discountCode: text,
  carpooling: { kind: 'flag' },
  sort: { kind: 'enum', values: ['price'] },
}

export const SCHEMA: Readonly<Record<IntentName, Readonly<Record<string, SlotKind>>>> = {
  search_vehicles: SEARCH_SLOTS,
  // An alert is a search kept alive: the same slots, read the same way.
  create_alert: SEARCH_SLOTS,
  list_alerts: {},
  rebook: { weekday: { kind: 'enum', values: [0, 1, 2, 3, 4, 5, 6] }, usual: { kind: 'flag' } },
  join_carpool: { startStation: id, destination: text, startDate: instant, endDate: instant },
  list_bookings: { scope: { kind: 'enum', values: ['upcoming', 'in_progress', 'history', 'carpoolings'] } },
  show_booking: { which, date: day },
  modify_booking: { which, date: day, startDate: instant, endDate: instant },
  cancel_booking: { which, date: day },
  set_geotracking: { enabled: { kind: 'tristate' } },
  set_reminders: { channel: { kind: 'enum', values: ['email', 'sms', 'none'] }, stop: { kind: 'flag' }, timing: { kind: 'enum', values: ['start', 'end'] } },
  payment_methods: { action: { kind: 'enum', values: ['add', 'list'] } },
  account_details: {},
  change_password: {},
  delete_account: {},
  request_personal_data: {},
  signup: {},
  login: {},
  logout: {},
  continue_registration: {},
  help: { topic: { kind: 'enum', values: ['faq', 'contact', 'terms', 'privacy'] } },
  set_language: { lang: { kind: 'enum', values: ['fr', 'en'] } },
  greeting: {},
  unknown: {},
  start_over: {},
  report_incident: { kind: { kind: 'enum', values: ['accident', 'breakdown', 'theft'] } },
  running_late: { minutes: { kind: 'number' } },
  vehicle_access: {},
  pricing: {},
  invoices: { send: { kind: 'flag' }, make: text, model: text, date: day },
  registration_status: {},
  report_issue: { kind: { kind: 'enum', values: ['wont_unlock', 'cant_find', 'forgotten_item', 'fine', 'dirty', 'damage', 'sms_code'] } },
  choose_result: { position: { kind: 'number' }, make: text, model: text, categories: { kind: 'ids' }, cheapest: { kind: 'flag' } },
  offer_carpool: { startStation: id, destination: text, startDate: instant, endDate: instant, seats: { kind: 'number' } },
  leave_carpool: { date: day, destination: text },
  confirm: { answer: { kind: 'tristate' } },
  question: { topic: text },
}

export const INTENTS = Object.keys(SCHEMA) as IntentName[]

export function isIntentName(name: unknown): name is IntentName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(SCHEMA, name)
}

export function isListKind(k: SlotKind): boolean {
  return k.kind === 'ids' || k.kind === 'enumList'
}

export function emptyValue(k: SlotKind): unknown {
  if (isListKind(k)) return []
  if (k.kind === 'flag') return false
  return null
}

/** Every slot of an intent with its empty value: null, [] or false. */
export function emptySlots(intent: IntentName): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, k] of Object.entries(SCHEMA[intent])) out[name] = emptyValue(k)
  return out
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** True when a value is a well-formed, non-empty value of its kind. */
export function validValue(k: SlotKind, v: unknown): boolean {
  switch (k.kind) {
    case 'id':
    case 'text':
      return typeof v === 'string' && v.length > 0
    case 'instant':
      return typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v))
    case 'day':
      return typeof v === 'string' && DAY.test(v)
    case 'number':
      return typeof v === 'number' && Number.isFinite(v)
    case 'flag':
    case 'tristate':
      return typeof v === 'boolean'
    case 'ids':
      return Array.isArray(v) && v.every((x) => typeof x === 'string' && x.length > 0)
    case 'enum':
      return k.values.includes(v as string | number)
    case 'enumList':
      return Array.isArray(v) && v.every((x) => k.values.includes(x as string))
  }
}

/** Keeps the well-formed slots of a previous turn and empties the rest. */
export function sanitizeSlots(intent: IntentName, raw: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out = emptySlots(intent)
  if (!raw || typeof raw !== 'object') return out
  for (const [name, k] of Object.entries(SCHEMA[intent])) {
    const v = raw[name]
    if (validValue(k, v)) out[name] = Array.isArray(v) ? [...new Set(v)] : v
  }
  return out
}

/** Checks a result against the contract: its intent, every slot with a valid or empty value, and `missing`. */
export function contractProblems(result: IntentResult): string[] {
  const problems: string[] = []
  if (result.lang !== 'fr' && result.lang !== 'en') problems.push(`lang ${String(result.lang)}`)
  if (!isIntentName(result.intent)) return [...problems, `intent ${String(result.intent)}`]
  const schema = SCHEMA[result.intent]
  const slots = result.slots as Record<string, unknown>
  const names = Object.keys(slots)
  for (const name of Object.keys(schema)) if (!names.includes(name)) problems.push(`slot ${name} absent`)
  for (const name of names) {
    const k = schema[name]
    if (!k) problems.push(`slot ${name} unexpected`)
    else if (!validValue(k, slots[name]) && slots[name] !== emptyValue(k) && !(isListKind(k) && Array.isArray(slots[name]) && (slots[name] as unknown[]).length === 0)) {
      problems.push(`slot ${name} = ${JSON.stringify(slots[name])}`)
    }
  }
  if (!Array.isArray(result.missing)) problems.push('missing is not a list')
  return problems
}
