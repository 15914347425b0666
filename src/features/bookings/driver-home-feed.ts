import { create } from 'zustand'
import type { MemberBooking } from '@/lib/member-booking'
import type { Invoice } from '@contracts/invoice'
import type { DriverHome } from './driver-home'

const NONE: DriverHome = { kind: 'none' }

interface DriverHomeFeed {
  /** The home as its hook last said it (useDriverHome), while a source is mounted (driver-home-source.tsx). */
  home: DriverHome
  /** Reads the home from the cache at a moment; null until the cache's module has come. */
  read: ((now: number) => DriverHome) | null
  /** Reads the member's open rentals from the cache, for a sentence naming one; null until the cache's module has come. */
  bookings: (() => MemberBooking[] | null) | null
  /** The newest invoice whose charge the member's card refused, null when none (the greeting says it first). */
  refused: Invoice | null
}

/**
 * The member's home for the chat, without TanStack Query: the chat's first screen loads this, and
 * its source (which reads the rentals) comes just after, on its own (the chat route's budget).
 */
export const useDriverHomeFeed = create<DriverHomeFeed>(() => ({ home: NONE, read: null, bookings: null, refused: null }))

/** The home as the cache holds it now, for the chat's environment; none before the cache has come. */
export function currentDriverHome(now: number): DriverHome {
  return useDriverHomeFeed.getState().read?.(now) ?? NONE
}

/** The member's rentals as the cache holds them now, for the chat's environment; null before the cache has come. */
export function currentMemberBookings(): MemberBooking[] | null {
  return useDriverHomeFeed.getState().bookings?.() ?? null
}

/** What the feed says when no source is mounted: no home rather than one of an earlier session. */
export const NO_HOME = NONE

/** The refused charge the chat's greeting tells of, as the source last read it; null before it has. */
export function currentRefusedCharge(): Invoice | null {
  return useDriverHomeFeed.getState().refused
}
