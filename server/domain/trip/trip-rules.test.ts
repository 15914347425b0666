import { RENTAL_STATE_MACHINE } from '../../seed/state-machine'
import { endPath, startWindow, statusPath } from './trip-rules'

describe('trip rules', () => {
  it('walks the platform machine from pending or prepared to in_progress', () => {
    expect(statusPath(RENTAL_STATE_MACHINE, 'pending', 'in_progress')).toEqual(['prepared', 'check_in', 'in_progress'])
    expect(statusPath(RENTAL_STATE_MACHINE, 'check_in', 'in_progress')).toEqual(['in_progress'])
    expect(statusPath(RENTAL_STATE_MACHINE, 'closed', 'in_progress')).toBeNull()
    expect(statusPath({ pending: ['in_progress'] }, 'pending', 'in_progress')).toEqual(['in_progress'])
  })

  it('ends through locking then check_out where the machine has them', () => {
    expect(endPath(RENTAL_STATE_MACHINE, 'in_progress')).toEqual({ toLocking: ['locking'], rest: ['check_out', 'closed'] })
    expect(endPath(RENTAL_STATE_MACHINE, 'locking')).toEqual({ toLocking: [], rest: ['check_out', 'closed'] })
    expect(endPath({ in_progress: ['closed'] }, 'in_progress')).toEqual({ toLocking: [], rest: ['closed'] })
    expect(endPath({ in_progress: ['check_out'], check_out: ['closed'] }, 'in_progress')).toEqual({ toLocking: [], rest: ['check_out', 'closed'] })
    expect(endPath(RENTAL_STATE_MACHINE, 'cancelled')).toBeNull()
  })

  it('opens the start window at the prepare delay and closes it at the grace', () => {
    const start = Date.UTC(2026, 5, 1, 10)
    expect(startWindow({ reservation_start_time: start }, { prepare_delay: 900, unstarted_rental_grace: -1 })).toEqual({ opens: start - 900_000, closes: start + 1_800_000 })
    expect(startWindow({ reservation_start_time: start }, { prepare_delay: 0, unstarted_rental_grace: 600 })).toEqual({ opens: start, closes: start + 600_000 })
  })
})
