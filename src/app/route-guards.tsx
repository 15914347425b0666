import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useAccessContext } from './access-context'
import {
  authenticatedDecision,
  guestOnlyDecision,
  memberDecision,
  rootDecision,
  signupDecision,
  statusPageDecision,
  type AccessContext,
  type Decision,
  type StatusPage,
} from './guards'
import { paths } from '@/core/paths'

export function PageSpinner() {
  const { t } = useTranslation('common')
  return (
    <div className="flex flex-1 items-center justify-center p-10">
      <Spinner label={t('loading')} className="size-8" />
    </div>
  )
}

/** Renders, redirects or waits as a decision says; a redirect to login remembers where the visitor was going. */
export function DecisionOutcome({ decision, children }: { decision: Decision; children: ReactNode }) {
  const location = useLocation()
  if (decision.kind === 'wait') return <PageSpinner />
  if (decision.kind === 'redirect') {
    const state = decision.to === paths.login ? { from: `${location.pathname}${location.search}` } : undefined
    return <Navigate to={decision.to} replace state={state} />
  }
  return <>{children}</>
}

/** A layout route deciding from the access context and, where a rule needs it, the query string. */
function guard(decide: (ctx: AccessContext, query: URLSearchParams) => Decision) {
  return function Guard() {
    const { search } = useLocation()
    return (
      <DecisionOutcome decision={decide(useAccessContext(), new URLSearchParams(search))}>
        <Outlet />
      </DecisionOutcome>
    )
  }
}

export const GuestOnlyGuard = guard(guestOnlyDecision)
export const MemberGuard = guard(memberDecision)
export const AuthenticatedGuard = guard(authenticatedDecision)
/** /search is the root's search view with its form open: the same members and visitors may see it. */
export const SearchViewGuard = guard(rootDecision)
/** The status pages' own guards: only the members whose step a page describes see it. */
const statusPageGuard = (page: StatusPage) => guard((ctx) => statusPageDecision(ctx, page))
export const WaitingGuard = statusPageGuard('waiting')
export const WaitingForValidationGuard = statusPageGuard('waitingForValidation')
export const BlockedGuard = statusPageGuard('blocked')
export const SignupGuard = guard((ctx, query) => signupDecision(ctx, { redirectUri: query.has('redirect_uri') }))
