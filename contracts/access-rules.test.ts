import { BLOCKING_STATUSES, RENTAL_STATUSES } from './rental'
import { accessInstructionsState, accessLeadTime, isValidatedDriver } from './access-rules'

const H = 3600 * 1000
const now = Date.parse('2026-11-25T12:00:00Z')
const ok = { validated: true, workflow_next_step: 'driver_ok' }
const waiting = { validated: false, workflow_next_step: 'driver_waiting_for_validation' }
const blocked = { validated: false, workflow_next_step: 'driver_blocked' }
const rental = (startIn: number, hours = 2, status = 'pending') => ({ status, start: now + startIn, end: now + startIn + hours * H })

describe('accessInstructionsState (DECISIONS.md: vehicle access instructions)', () => {
  it.each([
    ['validated, 23 h before the start (default 24 h lead)', ok, rental(23 * H), null, { kind: 'visible' }],
    ['validated, exactly 24 h before the start', ok, rental(24 * H), null, { kind: 'visible' }],
    ['validated, 25 days before: from the start minus 24 h', ok, rental(25 * 24 * H), null, { kind: 'later', from: now + 24 * 24 * H, afterValidation: false }],
    ['validated, a tenant lead time of 1 h, 2 h before', ok, rental(2 * H), 3600, { kind: 'later', from: now + H, afterValidation: false }],
    ['validated, during the rental', ok, rental(-H, 2, 'in_progress'), null, { kind: 'visible' }],
    ['validated, at the end', ok, rental(-2 * H, 2, 'in_progress'), null, { kind: 'never' }],
    ['waiting for validation, 1 h before', waiting, rental(H), null, { kind: 'later', from: now + H - 24 * H, afterValidation: true }],
    ['waiting for validation, 25 days before', waiting, rental(25 * 24 * H), null, { kind: 'later', from: now + 24 * 24 * H, afterValidation: true }],
    ['blocked, during the rental', blocked, rental(-H, 2, 'in_progress'), null, { kind: 'never' }],
    ['validated flag but a blocked step', { validated: true, workflow_next_step: 'driver_blocked' }, rental(H), null, { kind: 'never' }],
  ])('%s', (_label, driver, r, lead, expected) => {
    expect(accessInstructionsState(driver, r, lead, now)).toEqual(expected)
  })

  it.each(RENTAL_STATUSES.map((s) => [s, BLOCKING_STATUSES.includes(s)] as const))('a %s rental gives access: %s', (status, live) => {
    expect(accessInstructionsState(ok, rental(H, 2, status), null, now).kind).toBe(live ? 'visible' : 'never')
  })

  it('reads a missing or negative lead time as 24 h, 0 as "from the start"', () => {
    expect([accessLeadTime(undefined), accessLeadTime(-1), accessLeadTime(0), accessLeadTime(600)]).toEqual([86400, 86400, 0, 600])
    expect(accessInstructionsState(ok, rental(60_000), 0, now)).toEqual({ kind: 'later', from: now + 60_000, afterValidation: false })
  })

  it('counts as validated only a validated account at driver_ok', () => {
    expect([isValidatedDriver(ok), isValidatedDriver(waiting), isValidatedDriver({ validated: true, workflow_next_step: 'driver_waiting_for_validation' })]).toEqual([
      true,
      false,
      false,
    ])
  })
})
