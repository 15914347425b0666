import type { RouteObject } from 'react-router'
import { lazyRoute, type RouteHandle } from '@/lib/feature-routes'
import { AppLayout } from './layout/app-layout'
import { featureRoutesOf, signupScreenLoader } from './feature-registry'
import { NotFoundScreen } from './not-found-screen'
import { RootRoute } from './root-route'
import { RootRouteError, RouteError } from './route-error'
import { AuthenticatedGuard, BlockedGuard, GuestOnlyGuard, MemberGuard, PageSpinner, SearchViewGuard, SignupGuard, WaitingForValidationGuard, WaitingGuard } from './route-guards'

const noChat: RouteHandle = { chat: false }

/** Shown while the first screen's lazy module loads. */
function StartingUp() {
  return (
    <main className="flex flex-1 flex-col">
      <PageSpinner />
    </main>
  )
}

/** Every route gets an error boundary of its own, so a crashing screen leaves the layout standing. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject
    if (!next.errorElement && !next.ErrorBoundary) next.ErrorBoundary = RouteError
    if (next.children) next.children = withErrorBoundaries(next.children)
    return next
  })
}

// TODO(registration): until src/features/registration provides the signup stepper
// (src/features/registration/screens/signup-screen.tsx, or a `signup` group in its routes.tsx),
// /signup shows the not-found page.
const signupRoutes: RouteObject[] = signupScreenLoader ? [{ path: 'signup/*', lazy: lazyRoute(signupScreenLoader) }] : []

/** The route table under /frontofficev2/ (spec section 2), each group behind its guard. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'shell',
      element: <AppLayout />,
      ErrorBoundary: RootRouteError,
      HydrateFallback: StartingUp,
      children: withErrorBoundaries([
        { index: true, element: <RootRoute /> },
        {
          handle: noChat,
          children: [
            { path: 'sso/callback', lazy: lazyRoute(() => import('@/features/session/screens/sso-callback-screen')) },
            { path: 'sso/logout', lazy: lazyRoute(() => import('@/features/session/screens/sso-logout-screen')) },
          ],
        },
        ...featureRoutesOf('open'),
        {
          element: <GuestOnlyGuard />,
          handle: noChat,
          children: [
            { path: 'auth', lazy: lazyRoute(() => import('@/features/session/screens/auth-landing-screen')) },
            { path: 'login', lazy: lazyRoute(() => import('@/features/session/screens/login-screen')) },
            { path: 'forgot-password', lazy: lazyRoute(() => import('@/features/session/screens/forgot-password-screen')) },
            { path: 'reset-password', lazy: lazyRoute(() => import('@/features/session/screens/reset-password-screen')) },
            { path: 'unlock-account', lazy: lazyRoute(() => import('@/features/session/screens/unlock-account-screen')) },
            ...featureRoutesOf('guestOnly'),
          ],
        },
        { element: <SignupGuard />, children: [...signupRoutes, ...featureRoutesOf('signup')] },
        {
          element: <AuthenticatedGuard />,
          children: [
            // Each status page only for the members it describes (guards.ts statusPageDecision).
            { element: <WaitingGuard />, children: [{ path: 'waiting', lazy: lazyRoute(() => import('@/features/status/screens/waiting-screen')) }] },
            {
              element: <WaitingForValidationGuard />,
              children: [{ path: 'waiting-for-validation', lazy: lazyRoute(() => import('@/features/status/screens/waiting-for-validation-screen')) }],
            },
            { element: <BlockedGuard />, children: [{ path: 'blocked', lazy: lazyRoute(() => import('@/features/status/screens/blocked-screen')) }] },
            ...featureRoutesOf('authenticated'),
          ],
        },
        { element: <MemberGuard />, children: featureRoutesOf('member') },
        { element: <SearchViewGuard />, children: featureRoutesOf('searchViews') },
        { path: '*', Component: NotFoundScreen },
      ]),
    },
  ]
}
