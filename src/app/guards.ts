import type { WorkflowStep } from '@contracts/user'
import { paths } from '@/core/paths'

/** What the route decisions of spec section 2 need to know, all plain data. */
export interface AccessContext {
  /** pending while the start-up restore runs; member once a user with roles is loaded. */
  session: 'pending' | 'anonymous' | 'member'
  /** The member's server step (workflow_next_step); null for a visitor. */
  serverStep: WorkflowStep | null
  platform: 'private' | 'public'
  registration: boolean
  /**
   * Visitors may create an account themselves: registration and auto-register both on (spec
   * section 2, the login screen's signup link). Otherwise accounts come from the fleet manager.
   */
  selfSignup: boolean
}

export type Decision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'wait' }

export const PATHS = {
  root: '/',
  login: paths.login,
  signup: paths.signup,
  waiting: paths.waiting,
  waitingForValidation: paths.waitingForValidation,
} as const

const render: Decision = { kind: 'render' }
const wait: Decision = { kind: 'wait' }
const redirect = (to: string): Decision => ({ kind: 'redirect', to })

/** Guest-only routes (login, forgot-password, reset-password): an authenticated member goes to the root. */
export function guestOnlyDecision(ctx: AccessContext): Decision {
  if (ctx.session === 'pending') return wait
  return ctx.session === 'member' ? redirect(PATHS.root) : render
}

/**
 * Member routes need a session; on a private platform also a complete registration (driver_ok),
 * otherwise the visitor goes to login (spec section 2). Login then sends a member on to the root,
 * which picks signup or a waiting page. A blocked account cannot use the driver platform on either
 * platform (spec section 6): it goes to waiting, which says it is blocked.
 */
export function memberDecision(ctx: AccessContext): Decision {
  if (ctx.session === 'pending') return wait
  if (ctx.session !== 'member') return redirect(PATHS.login)
  if (ctx.serverStep === 'driver_blocked') return redirect(PATHS.waiting)
  if (ctx.platform === 'private' && ctx.serverStep !== 'driver_ok') return redirect(PATHS.login)
  return render
}

/** Pages about the account's own state (waiting, blocked, ...): any logged-in member, whatever the step. */
export function authenticatedDecision(ctx: AccessContext): Decision {
  if (ctx.session === 'pending') return wait
  return ctx.session === 'member' ? render : redirect(PATHS.login)
}

/** The account-status pages, each with the server steps it speaks about (spec sections 1-2). */
export type StatusPage = 'blocked' | 'waiting' | 'waitingForValidation'

const statusPageSteps: Record<StatusPage, (step: WorkflowStep | null) => boolean> = {
  blocked: (step) => step === 'driver_blocked',
  // Agent review pending, and where the root sends a blocked member (the page then says blocked).
  waiting: (step) => step !== 'driver_ok',
  // Registration not yet approved; a blocked account is not waiting for anything.
  waitingForValidation: (step) => step !== 'driver_ok' && step !== 'driver_blocked',
}

/** Still at one of the signup steps: neither sent for review, blocked nor complete (spec section 4). */
const registering = (step: WorkflowStep | null) => step !== null && step !== 'driver_ok' && step !== 'driver_waiting_for_validation' && step !== 'driver_blocked'

/**
 * A status page opened by its address by a member it does not describe (a driver_ok member on
 * /blocked) would tell them something false: they go to the root, which picks their screen.
 * Where the tenant has registration, a member still registering has nothing to wait for: waiting
 * is "agent review pending when there is no register flow" (spec section 2), and the root, the
 * member menu and the booking click all send them to finish it in signup, so these pages do too.
 * Visitors go to login, as for the other authenticated pages.
 */
export function statusPageDecision(ctx: AccessContext, page: StatusPage): Decision {
  const decision = authenticatedDecision(ctx)
  if (decision.kind !== 'render') return decision
  if (!statusPageSteps[page](ctx.serverStep)) return redirect(PATHS.root)
  if (page !== 'blocked' && ctx.registration && registering(ctx.serverStep)) return redirect(PATHS.signup)
  return render
}

/**
 * Signup is guest-only, except for the member it exists for: one whose registration is not
 * complete (the root sends them there) may resume it. Without registration there is no signup:
 * such a member goes where the root sends them (spec section 2, Root), never back to /signup.
 */
export function signupDecision(ctx: AccessContext, options: { redirectUri?: boolean } = {}): Decision {
  if (ctx.session === 'pending') return wait
  // A visitor on a tenant without self-service signup (entreprise) would only meet a stepper whose
  // first step says registration is closed: login is where their account works.
  if (ctx.session !== 'member') return ctx.selfSignup ? render : redirect(PATHS.login)
  if (ctx.serverStep === 'driver_blocked') return redirect(PATHS.root)
  // A complete member sent here by an app with a redirect_uri goes back to it with the token
  // (spec section 2: "Completed registration redirects to redirect_uri"); the signup screen does that.
  if (ctx.serverStep === 'driver_ok') return options.redirectUri ? render : redirect(PATHS.root)
  // Nothing for them to fill in: their account waits for the fleet manager's review, which the
  // waiting-for-validation page says (statusPageDecision shows it when registration is off). The
  // root sends a private platform's member there too; on a public one the booking click sends them
  // to /signup (spec section 4), and landing back on the search view would not say why they cannot book.
  if (!ctx.registration) return redirect(PATHS.waitingForValidation)
  return render
}

/** The root, exactly as spec section 2 "Root" says; `render` means the search view. */
export function rootDecision(ctx: AccessContext): Decision {
  if (ctx.session === 'pending') return wait
  if (ctx.session === 'member') {
    if (ctx.serverStep === 'driver_blocked') return redirect(PATHS.waiting)
    if (ctx.platform === 'private' && ctx.serverStep !== 'driver_ok') {
      return redirect(ctx.registration ? PATHS.signup : PATHS.waitingForValidation)
    }
    return render
  }
  return ctx.platform === 'private' ? redirect(PATHS.login) : render
}
