import type { PoolStats } from '../db/connect'
import type { GaugeHook } from './metrics'

/**
 * The PostgreSQL pool of this process on /metrics: connections in use, idle, and callers waiting
 * for one. Waiting callers for more than a moment mean the pool is too small for the load, or a
 * transaction holds its connection too long (docs/OPERATIONS.md sizes the pool).
 */
export function poolGauge(stats: () => PoolStats): GaugeHook {
  return {
    name: 'frontoffice_db_pool_connections',
    help: "This process's PostgreSQL pool: connections in use, idle, and callers waiting for one (state)",
    labelNames: ['state'],
    collect: (set) => {
      const s = stats()
      set(s.total - s.idle, { state: 'in_use' })
      set(s.idle, { state: 'idle' })
      set(s.waiting, { state: 'waiting' })
    },
  }
}
