// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { RENTAL_STATUSES } from '@contracts/rental'
import { i18n } from '@/i18n'
import { groupOfStatus, isFinished, statusLabelKey } from './rental-status'

describe('rental status groups (spec section 4)', () => {
  it.each([
    ['pending', 'upcoming'],
    ['prepared', 'upcoming'],
    ['check_in', 'inProgress'],
    ['check_out', 'inProgress'],
    ['in_progress', 'inProgress'],
    ['locking', 'inProgress'],
    ['closed', 'closed'],
    ['cancelled', 'closed'],
    ['expired', 'closed'],
    ['refused', 'closed'],
  ] as const)('%s goes to the %s list', (status, group) => {
    expect(groupOfStatus(status)).toBe(group)
  })

  it('shows distance and price only for finished statuses', () => {
    expect(RENTAL_STATUSES.filter(isFinished)).toEqual(['closed', 'cancelled', 'expired', 'refused'])
  })

  it('labels in progress, upcoming and planned as the spec says', async () => {
    await i18n.changeLanguage('fr')
    for (const s of ['in_progress', 'check_in', 'check_out', 'locking'] as const) expect(i18n.t(statusLabelKey(s))).toBe('En cours')
    expect(i18n.t(statusLabelKey('pending'))).toBe('À venir')
    expect(i18n.t(statusLabelKey('prepared'))).toBe('Planifiée')
    await i18n.changeLanguage('en')
    expect(i18n.t(statusLabelKey('pending'))).toBe('Upcoming')
    expect(i18n.t(statusLabelKey('prepared'))).toBe('Planned')
    expect(i18n.t(statusLabelKey('locking'))).toBe('In progress')
  })
})
