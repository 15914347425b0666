import type { ComponentType, ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import type { FeatureRoutes } from '@/lib/feature-routes'

type ScreenModule = { default: ComponentType }

// Each feature may export `routes` from src/features/<x>/routes.tsx (see FeatureRoutes); they are
// found at build time so features add screens without editing the shell.
const modules = import.meta.glob<{ routes?: FeatureRoutes }>('../features/*/routes.tsx', { eager: true })
const featureRoutes: FeatureRoutes[] = Object.values(modules)
  .map((m) => m.routes)
  .filter((r): r is FeatureRoutes => r !== undefined)

type Group = Exclude<keyof FeatureRoutes, 'searchView'>

/** Every feature's routes of one guard group. */
export function featureRoutesOf(group: Group): RouteObject[] {
  return featureRoutes.flatMap((r) => r[group] ?? [])
}

/** The search feature's view for the root, or the shell's placeholder until it exists. */
export const searchViewLoader: () => Promise<{ default: ComponentType<{ lead?: ReactNode }> }> =
  featureRoutes.find((r) => r.searchView)?.searchView ?? (() => import('./placeholder-search-view'))

// The registration engineer's stepper, when its module exists and no feature route claims signup yet.
const signupModules = import.meta.glob<ScreenModule>('../features/registration/screens/signup-screen.tsx')
const claimsSignup = featureRoutes.some((r) => (r.signup ?? []).some((route) => route.path?.replace(/^\//, '').startsWith('signup')))
export const signupScreenLoader: (() => Promise<ScreenModule>) | null = claimsSignup ? null : (Object.values(signupModules)[0] ?? null)
