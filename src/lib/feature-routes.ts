import type { ComponentType, ReactNode } from 'react'
import type { RouteObject } from 'react-router'

/** What a route handle may say to the shell. */
export interface RouteHandle {
  /** false hides the chat on this route (authentication screens). Default true. */
  chat?: boolean
}

/**
 * The routes a feature adds, grouped by the guard they need (spec section 2). A feature exports
 * them as `routes` from src/features/<x>/routes.tsx; src/app/routes.tsx finds and composes them.
 * Keep screens lazy (see lazyRoute) so they stay out of the first load.
 */
export interface FeatureRoutes {
  /** No guard: anyone, logged in or not. */
  open?: RouteObject[]
  /** Visitors only; a logged-in member goes to the root. */
  guestOnly?: RouteObject[]
  /** The signup stepper: visitors (when registration is on) and members with an unfinished registration. */
  signup?: RouteObject[]
  /** Any logged-in member, whatever the registration step (status pages). */
  authenticated?: RouteObject[]
  /** Member routes: logged in, and on a private platform a complete registration. */
  member?: RouteObject[]
  /** Routes showing the search view elsewhere than the root: the root's rules decide who sees them. */
  searchViews?: RouteObject[]
  /** The search feature only: the view the root shows, replacing the shell's placeholder. */
  /** The root's search view; `lead` is what comes before its form (the driver's home). */
  searchView?: () => Promise<{ default: ComponentType<{ lead?: ReactNode }> }>
}

/** A route's lazy screen: `{ path: 'account/details', lazy: lazyRoute(() => import('./screens/details-screen')) }`. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: (await load()).default }
    } catch (error) {
      // React Router renders nothing at all when a route's lazy() rejects (a chunk that failed to
      // download): thrown from the screen instead, the failure reaches the route's error boundary,
      // which shows the generic message with its reload button and reports it.
      return {
        Component: function ScreenFailedToLoad() {
          throw error
        },
      }
    }
  }
}
