import { create } from 'zustand'
import type { Category, CustomContent, CustomContentType, RentalLabel, Station, TermsVersion } from '@contracts/reference'
import type { Language } from '@contracts/common'
import { useSessionStore, type SessionStatus } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { fetchCategories, fetchCurrentTerms, fetchCustomContents, fetchRentalLabels, fetchStations } from './api'
import { mayReadCatalog, needsRentalLabels } from './catalog-access'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface Loadable<T> {
  status: LoadStatus
  data: T
  error: unknown
}

export interface Catalog {
  stations: Station[]
  categories: Category[]
  rentalLabels: RentalLabel[]
}

interface ReferenceDataState {
  catalog: Loadable<Catalog>
  /** Custom contents by `${language}:${type}`: the server answers in the request's language. */
  contents: Record<string, Loadable<CustomContent[]>>
  /** The current terms version by language. */
  terms: Record<string, Loadable<TermsVersion | null>>
}

const EMPTY_CATALOG: Catalog = { stations: [], categories: [], rentalLabels: [] }

export const IDLE_CONTENTS: Loadable<CustomContent[]> = { status: 'idle', data: [], error: null }
export const IDLE_TERMS: Loadable<TermsVersion | null> = { status: 'idle', data: null, error: null }

/** The tenant's reference data, fetched once and shared by the chat, the cards and the classic screens. */
export const useReferenceDataStore = create<ReferenceDataState>(() => ({
  catalog: { status: 'idle', data: EMPTY_CATALOG, error: null },
  contents: {},
  terms: {},
}))

const inFlight = new Map<string, Promise<void>>()

/** Runs a load once at a time per key; a finished load is not repeated unless forced. */
function once(key: string, isDone: () => boolean, run: () => Promise<void>, force: boolean): Promise<void> {
  if (!force && isDone()) return Promise.resolve()
  const running = inFlight.get(key)
  if (running) return running
  const promise = run().finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

/** Session changes a load waits for, by name: each acts once, at the first change it waits for. */
const sessionWaits = new Map<'member' | 'leave', () => void>()

function onceSession(name: 'member' | 'leave', until: (status: SessionStatus) => boolean, then: () => void): void {
  if (sessionWaits.has(name)) return
  const stop = useSessionStore.subscribe((session) => {
    if (!until(session.status)) return
    stop()
    sessionWaits.delete(name)
    then()
  })
  sessionWaits.set(name, stop)
}

/** Runs the held-back load once a member is logged in (at login, or when a stored session is restored). */
const loadWhenMember = () =>
  onceSession(
    'member',
    (status) => status === 'member',
    () => void loadCatalog(),
  )

/**
 * A private platform's catalog is its members' only: when the member logs out it is emptied, so a
 * guest after them on this browser does not meet its stations in the chat's examples and answers.
 */
const forgetWhenMemberLeaves = () =>
  onceSession(
    'leave',
    (status) => status !== 'member' && status !== 'restoring',
    () => {
      inFlight.delete('catalog')
      useReferenceDataStore.setState({ catalog: { status: 'idle', data: EMPTY_CATALOG, error: null } })
    },
  )

/**
 * Stations, categories and rental labels (GET /stations, /categories, /rental_labels). For a guest
 * of a private platform the catalog stays empty and idle, with no call the server would refuse
 * (catalog-access.ts); it loads as soon as a member logs in, and is emptied when they log out.
 * Rental labels are not asked of a tenant without them: their list stays empty.
 */
export function loadCatalog(options: { force?: boolean } = {}): Promise<void> {
  const store = useReferenceDataStore
  if (!mayReadCatalog(useTenantStore.getState().tenant?.platform_type, useSessionStore.getState().status)) {
    loadWhenMember()
    return Promise.resolve()
  }
  if (useTenantStore.getState().tenant?.platform_type === 'private') forgetWhenMemberLeaves()
  return once(
    'catalog',
    () => store.getState().catalog.status === 'ready',
    async () => {
      store.setState((s) => ({ catalog: { ...s.catalog, status: 'loading', error: null } }))
      try {
        const labels = needsRentalLabels(useTenantStore.getState().flags) ? fetchRentalLabels() : Promise.resolve([])
        const [stations, categories, rentalLabels] = await Promise.all([fetchStations(), fetchCategories(), labels])
        store.setState({ catalog: { status: 'ready', data: { stations, categories, rentalLabels }, error: null } })
      } catch (error) {
        store.setState((s) => ({ catalog: { ...s.catalog, status: 'error', error } }))
      }
    },
    options.force ?? false,
  )
}

export const contentKey = (language: Language, type: CustomContentType) => `${language}:${type}`

/** One type of the tenant's custom contents (faq, contact, privacy, privacy_usage) in a language. */
export function loadCustomContent(type: CustomContentType, language: Language, options: { force?: boolean } = {}): Promise<void> {
  const key = contentKey(language, type)
  const store = useReferenceDataStore
  const set = (value: Loadable<CustomContent[]>) => store.setState((s) => ({ contents: { ...s.contents, [key]: value } }))
  return once(
    `content:${key}`,
    () => store.getState().contents[key]?.status === 'ready',
    async () => {
      set({ ...(store.getState().contents[key] ?? IDLE_CONTENTS), status: 'loading', error: null })
      try {
        set({ status: 'ready', data: await fetchCustomContents(type), error: null })
      } catch (error) {
        set({ status: 'error', data: [], error })
      }
    },
    options.force ?? false,
  )
}

/** The current terms and conditions version (GET /terms_and_conditions_versions?current=true). */
export function loadCurrentTerms(language: Language, options: { force?: boolean } = {}): Promise<void> {
  const store = useReferenceDataStore
  const set = (value: Loadable<TermsVersion | null>) => store.setState((s) => ({ terms: { ...s.terms, [language]: value } }))
  return once(
    `terms:${language}`,
    () => store.getState().terms[language]?.status === 'ready',
    async () => {
      set({ ...(store.getState().terms[language] ?? IDLE_TERMS), status: 'loading', error: null })
      try {
        set({ status: 'ready', data: await fetchCurrentTerms(), error: null })
      } catch (error) {
        set({ status: 'error', data: null, error })
      }
    },
    options.force ?? false,
  )
}

/** Forgets everything (tests, or a tenant switch). */
export function resetReferenceData(): void {
  inFlight.clear()
  for (const stop of sessionWaits.values()) stop()
  sessionWaits.clear()
  useReferenceDataStore.setState({ catalog: { status: 'idle', data: EMPTY_CATALOG, error: null }, contents: {}, terms: {} })
}
