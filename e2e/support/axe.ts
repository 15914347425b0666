import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** Runs axe on the page as it is and fails on any violation, printing each with its elements. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  if (results.violations.length === 0) return
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n')
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`
    })
    .join('\n')
  throw new Error(`axe found ${results.violations.length} violation(s) on ${label}:\n${report}`)
}
