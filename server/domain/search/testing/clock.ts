/** The search and booking tests' clock: 1 June 2026 at noon UTC. */
export const H = 3_600_000
export const NOW = Date.UTC(2026, 5, 1, 12, 0)
/** The window most tests ask for: a day later, three hours. */
export const START = NOW + 24 * H
export const END = START + 3 * H
export const iso = (ms: number) => new Date(ms).toISOString()
