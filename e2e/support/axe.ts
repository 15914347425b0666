import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * Runs axe on the page as it is and fails on any violation, printing each with its elements.
 * `include` limits the check to some regions (CSS selectors), e.g. the shell's own parts of a page
 * whose main content belongs to another feature.
 */
export async function expectNoAxeViolations(page: Page, label: string, include: readonly string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page })
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  if (results.violations.length === 0) return
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n')
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`
    })
    .join('\n')
  throw new Error(`axe found ${results.violations.length} violation(s) on ${label}:\n${report}`)
}
