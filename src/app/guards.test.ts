// @vitest-environment node
import { WORKFLOW_STEPS, type WorkflowStep } from '@contracts/user'
import { authenticatedDecision, guestOnlyDecision, memberDecision, rootDecision, signupDecision, statusPageDecision, type AccessContext, type Decision } from './guards'

const visitor = (platform: AccessContext['platform'], registration = true, selfSignup = registration): AccessContext => ({
  session: 'anonymous',
  serverStep: null,
  platform,
  registration,
  selfSignup,
})
const member = (step: WorkflowStep, platform: AccessContext['platform'], registration = true): AccessContext => ({
  session: 'member',
  serverStep: step,
  platform,
  registration,
  selfSignup: registration,
})
const pending: AccessContext = { session: 'pending', serverStep: null, platform: 'public', registration: true, selfSignup: true }
const incompleteSteps = WORKFLOW_STEPS.filter((s) => s !== 'driver_ok' && s !== 'driver_blocked')
/** The steps of a registration still in the signup stepper (not yet sent for review). */
const registeringSteps = incompleteSteps.filter((s) => s !== 'driver_waiting_for_validation')

describe('rootDecision (spec section 2, Root)', () => {
  it('waits while the session is being restored', () => {
    expect(rootDecision(pending)).toEqual({ kind: 'wait' })
  })

  it('sends a blocked member to waiting, on any platform', () => {
    expect(rootDecision(member('driver_blocked', 'public'))).toEqual({ kind: 'redirect', to: '/waiting' })
    expect(rootDecision(member('driver_blocked', 'private'))).toEqual({ kind: 'redirect', to: '/waiting' })
    expect(rootDecision(member('driver_blocked', 'private', false))).toEqual({ kind: 'redirect', to: '/waiting' })
  })

  it.each(incompleteSteps)('private platform with registration, step %s: signup', (step) => {
    expect(rootDecision(member(step, 'private', true))).toEqual({ kind: 'redirect', to: '/signup' })
  })

  it.each(incompleteSteps)('private platform without registration, step %s: waiting-for-validation', (step) => {
    expect(rootDecision(member(step, 'private', false))).toEqual({ kind: 'redirect', to: '/waiting-for-validation' })
  })

  it('shows the search view to a complete member on either platform', () => {
    expect(rootDecision(member('driver_ok', 'private'))).toEqual({ kind: 'render' })
    expect(rootDecision(member('driver_ok', 'public'))).toEqual({ kind: 'render' })
  })

  it.each(incompleteSteps)('public platform, step %s: the search view', (step) => {
    expect(rootDecision(member(step, 'public'))).toEqual({ kind: 'render' })
  })

  it('sends a visitor of a private platform to login and shows a public one the search view', () => {
    expect(rootDecision(visitor('private'))).toEqual({ kind: 'redirect', to: '/login' })
    expect(rootDecision(visitor('public'))).toEqual({ kind: 'render' })
  })
})

describe('guestOnlyDecision', () => {
  it('sends an authenticated member to the root, whatever the step', () => {
    for (const step of WORKFLOW_STEPS) expect(guestOnlyDecision(member(step, 'public'))).toEqual({ kind: 'redirect', to: '/' })
  })
  it('lets visitors in and waits during the restore', () => {
    expect(guestOnlyDecision(visitor('private'))).toEqual({ kind: 'render' })
    expect(guestOnlyDecision(pending)).toEqual({ kind: 'wait' })
  })
})

describe('memberDecision', () => {
  it('sends a visitor to login on either platform', () => {
    expect(memberDecision(visitor('public'))).toEqual({ kind: 'redirect', to: '/login' })
    expect(memberDecision(visitor('private'))).toEqual({ kind: 'redirect', to: '/login' })
  })
  it('on a private platform needs a complete registration, else login', () => {
    expect(memberDecision(member('driver_ok', 'private'))).toEqual({ kind: 'render' })
    for (const step of incompleteSteps) {
      expect(memberDecision(member(step, 'private'))).toEqual({ kind: 'redirect', to: '/login' })
    }
  })
  it('on a public platform lets any member in but a blocked one', () => {
    for (const step of WORKFLOW_STEPS.filter((s) => s !== 'driver_blocked')) {
      expect(memberDecision(member(step, 'public'))).toEqual({ kind: 'render' })
    }
  })
  it('sends a blocked member to waiting on either platform (spec section 6)', () => {
    expect(memberDecision(member('driver_blocked', 'public'))).toEqual({ kind: 'redirect', to: '/waiting' })
    expect(memberDecision(member('driver_blocked', 'private'))).toEqual({ kind: 'redirect', to: '/waiting' })
  })
  it('waits during the restore', () => {
    expect(memberDecision(pending)).toEqual({ kind: 'wait' })
  })
})

describe('a private member with an incomplete registration never loops', () => {
  it.each(WORKFLOW_STEPS)('step %s ends on a page that renders', (step) => {
    for (const registration of [true, false]) {
      const ctx = member(step, 'private', registration)
      const decide = (path: string) =>
        path === '/' ? rootDecision(ctx) : path === '/login' ? guestOnlyDecision(ctx) : path === '/signup' ? signupDecision(ctx) : authenticatedDecision(ctx)
      let path = '/account/details'
      let decision = memberDecision(ctx)
      const seen = new Set<string>()
      while (decision.kind === 'redirect') {
        expect(seen.has(decision.to)).toBe(false)
        seen.add(decision.to)
        path = decision.to
        decision = decide(path)
      }
      expect(decision.kind).toBe('render')
      expect(path).not.toBe('/login')
    }
  })
})

describe('signupDecision', () => {
  it('lets a visitor register only when registration is on', () => {
    expect(signupDecision(visitor('public', true))).toEqual({ kind: 'render' })
    expect(signupDecision(visitor('public', false))).toEqual({ kind: 'redirect', to: '/login' })
  })
  it('sends a visitor to login where registration is on but accounts are made by the fleet manager (no auto-register)', () => {
    expect(signupDecision(visitor('private', true, false))).toEqual({ kind: 'redirect', to: '/login' })
  })
  it('still lets a member of such a tenant (e.g. created by single sign-on) finish their registration', () => {
    const ssoMember: AccessContext = { ...member('driver_on_personal_informations_form', 'private'), selfSignup: false }
    expect(signupDecision(ssoMember)).toEqual({ kind: 'render' })
  })
  it('lets a member resume an unfinished registration and sends the others to the root', () => {
    for (const step of incompleteSteps) expect(signupDecision(member(step, 'private'))).toEqual({ kind: 'render' })
    expect(signupDecision(member('driver_ok', 'private'))).toEqual({ kind: 'redirect', to: '/' })
    expect(signupDecision(member('driver_blocked', 'public'))).toEqual({ kind: 'redirect', to: '/' })
  })
  it('lets a complete member through when an app sent them with a redirect_uri, never a blocked one', () => {
    expect(signupDecision(member('driver_ok', 'public'), { redirectUri: true })).toEqual({ kind: 'render' })
    expect(signupDecision(member('driver_blocked', 'public'), { redirectUri: true })).toEqual({ kind: 'redirect', to: '/' })
  })
})

describe('authenticatedDecision', () => {
  it('needs a member, at any step', () => {
    expect(authenticatedDecision(visitor('public'))).toEqual({ kind: 'redirect', to: '/login' })
    for (const step of WORKFLOW_STEPS) expect(authenticatedDecision(member(step, 'private'))).toEqual({ kind: 'render' })
  })
})

describe('statusPageDecision (spec sections 1-2, blocked and waiting)', () => {
  const root = { kind: 'redirect', to: '/' }
  const pages = ['blocked', 'waiting', 'waitingForValidation'] as const

  it('waits while restoring and sends a visitor to login, as the other authenticated pages', () => {
    for (const page of pages) {
      expect(statusPageDecision(pending, page)).toEqual({ kind: 'wait' })
      expect(statusPageDecision(visitor('public'), page)).toEqual({ kind: 'redirect', to: '/login' })
    }
  })

  it('sends a driver_ok member who opens any status page by its address to the root', () => {
    for (const page of pages) for (const platform of ['public', 'private'] as const) expect(statusPageDecision(member('driver_ok', platform), page)).toEqual(root)
  })

  it('shows blocked only to a blocked member, and waiting-for-validation not to one', () => {
    expect(statusPageDecision(member('driver_blocked', 'public'), 'blocked')).toEqual({ kind: 'render' })
    expect(statusPageDecision(member('driver_blocked', 'public'), 'waitingForValidation')).toEqual(root)
    for (const step of incompleteSteps) {
      expect(statusPageDecision(member(step, 'private', false), 'blocked')).toEqual(root)
      expect(statusPageDecision(member(step, 'private', false), 'waitingForValidation')).toEqual({ kind: 'render' })
      expect(statusPageDecision(member(step, 'private', false), 'waiting')).toEqual({ kind: 'render' })
    }
  })

  // Spec section 2: waiting is agent review "when there is no register flow"; with one, an
  // unfinished registration goes on in signup (as the root, the member menu and the booking click send it).
  it.each(registeringSteps)('sends a member still at step %s to signup from both waiting pages where the tenant has registration', (step) => {
    for (const platform of ['public', 'private'] as const) {
      expect(statusPageDecision(member(step, platform), 'waiting')).toEqual({ kind: 'redirect', to: '/signup' })
      expect(statusPageDecision(member(step, platform), 'waitingForValidation')).toEqual({ kind: 'redirect', to: '/signup' })
      expect(statusPageDecision(member(step, platform), 'blocked')).toEqual(root)
      expect(signupDecision(member(step, platform))).toEqual({ kind: 'render' })
    }
  })

  it('still shows the waiting pages to a member under review, and waiting to a blocked one, where the tenant has registration', () => {
    for (const platform of ['public', 'private'] as const) {
      expect(statusPageDecision(member('driver_waiting_for_validation', platform), 'waiting')).toEqual({ kind: 'render' })
      expect(statusPageDecision(member('driver_waiting_for_validation', platform), 'waitingForValidation')).toEqual({ kind: 'render' })
      expect(statusPageDecision(member('driver_blocked', platform), 'waiting')).toEqual({ kind: 'render' })
      expect(statusPageDecision(member('driver_blocked', platform), 'blocked')).toEqual({ kind: 'render' })
    }
  })

  it('renders where the root sends a member, so a redirect never loops', () => {
    const target = { '/waiting': 'waiting', '/waiting-for-validation': 'waitingForValidation' } as const
    for (const step of WORKFLOW_STEPS) {
      for (const ctx of [member(step, 'private', false), member(step, 'private'), member(step, 'public')]) {
        const to = rootDecision(ctx)
        if (to.kind === 'redirect' && to.to in target) expect(statusPageDecision(ctx, target[to.to as keyof typeof target])).toEqual({ kind: 'render' })
      }
    }
  })
})

describe('signup and the status pages never send a member back and forth', () => {
  const routes: Record<string, (ctx: AccessContext) => Decision> = {
    '/': rootDecision,
    '/login': guestOnlyDecision,
    '/signup': (ctx) => signupDecision(ctx),
    '/waiting': (ctx) => statusPageDecision(ctx, 'waiting'),
    '/waiting-for-validation': (ctx) => statusPageDecision(ctx, 'waitingForValidation'),
    '/blocked': (ctx) => statusPageDecision(ctx, 'blocked'),
  }
  /** Follows the redirects from a path, failing on a path met twice; returns the page that renders. */
  const land = (ctx: AccessContext, from: string) => {
    const seen = [from]
    let decision = routes[from](ctx)
    while (decision.kind === 'redirect') {
      expect(seen, `${seen.join(' -> ')} -> ${decision.to}`).not.toContain(decision.to)
      seen.push(decision.to)
      decision = routes[decision.to](ctx)
    }
    expect(decision.kind).toBe('render')
    return seen[seen.length - 1]
  }

  // Where /signup leaves a member: the stepper while the tenant has registration (under review, its
  // pending-validation page), else the waiting-for-validation page, which says why they cannot book.
  type StepKind = 'registering' | WorkflowStep
  const rows: [AccessContext['platform'], boolean, StepKind, string][] = [
    ['private', true, 'registering', '/signup'],
    ['private', true, 'driver_waiting_for_validation', '/signup'],
    ['private', true, 'driver_blocked', '/waiting'],
    ['private', true, 'driver_ok', '/'],
    ['private', false, 'registering', '/waiting-for-validation'],
    ['private', false, 'driver_waiting_for_validation', '/waiting-for-validation'],
    ['private', false, 'driver_blocked', '/waiting'],
    ['private', false, 'driver_ok', '/'],
    ['public', true, 'registering', '/signup'],
    ['public', true, 'driver_waiting_for_validation', '/signup'],
    ['public', true, 'driver_blocked', '/waiting'],
    ['public', true, 'driver_ok', '/'],
    ['public', false, 'registering', '/waiting-for-validation'],
    ['public', false, 'driver_waiting_for_validation', '/waiting-for-validation'],
    ['public', false, 'driver_blocked', '/waiting'],
    ['public', false, 'driver_ok', '/'],
  ]
  const cases = rows.flatMap(([platform, registration, kind, landing]) =>
    (kind === 'registering' ? registeringSteps : [kind]).map((step) => [platform, registration, step, landing] as const),
  )

  it('covers every server step on every platform, with registration on and off', () => {
    for (const platform of ['private', 'public'] as const)
      for (const registration of [true, false])
        for (const step of WORKFLOW_STEPS) expect(cases.filter((c) => c[0] === platform && c[1] === registration && c[2] === step)).toHaveLength(1)
  })

  it.each(cases)('%s platform, registration %s, step %s: /signup ends on %s', (platform, registration, step, landing) => {
    const ctx = member(step, platform, registration)
    expect(land(ctx, '/signup')).toBe(landing)
    // From any of these pages the member reaches a page that renders without coming back.
    for (const from of Object.keys(routes)) land(ctx, from)
  })
})
