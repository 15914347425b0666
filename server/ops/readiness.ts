/** A dependency the process needs to serve requests: resolves when reachable, throws otherwise. */
export type ReadinessCheck = () => Promise<void>

const CHECK_TIMEOUT_MS = 2_000

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
  })
  return Promise.race([check(), late]).finally(() => clearTimeout(timer))
}

/**
 * What GET /api/ready checks: the database from the start, and whatever registers here (the job
 * queue: `app.readiness.add('queue', () => boss.ping())`). A process that is shutting down is not
 * ready, so a load balancer stops sending it requests while it finishes the ones it has.
 */
export class Readiness {
  private readonly checks = new Map<string, { check: ReadinessCheck; required: boolean }>()
  draining = false

  /** `required: false` names a dependency the process serves without (in part): its state is shown, the answer stays 200. */
  add(name: string, check: ReadinessCheck, options: { required?: boolean } = {}): void {
    this.checks.set(name, { check, required: options.required ?? true })
  }

  async report(): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'down' | 'draining'> }> {
    if (this.draining) return { ready: false, checks: { process: 'draining' } }
    const entries = [...this.checks.entries()]
    const results = await Promise.allSettled(entries.map(([, c]) => withTimeout(c.check)))
    const checks = Object.fromEntries(entries.map(([n], i) => [n, results[i].status === 'fulfilled' ? 'ok' : 'down'] as const))
    return { ready: results.every((r, i) => r.status === 'fulfilled' || !entries[i][1].required), checks }
  }
}
