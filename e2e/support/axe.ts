import { AxeBuilder } from '@axe-core/playwright'
import axeCore, { type AxeResults, type RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

/** How long a screen may take to paint its level-one heading before the audit gives up. */
const HEADING_TIMEOUT_MS = 15_000

/**
 * Lazily loaded screens paint after the shell, so an audit run at once can see a half-drawn page:
 * wait for a visible level-one heading first. It is looked up by CSS rather than by role because
 * an open modal hides the page behind it from the accessibility tree, heading included.
 */
async function waitForPageHeading(page: Page, label: string): Promise<void> {
  try {
    await page.locator('h1:visible, [role="heading"][aria-level="1"]:visible').first().waitFor({ timeout: HEADING_TIMEOUT_MS })
  } catch (error) {
    throw new Error(`axe on ${label}: the page showed no level-one heading within ${HEADING_TIMEOUT_MS / 1000} s, so the screen had not painted (${page.url()})`, { cause: error })
  }
}

function hasFrameOfAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin
  return page.frames().some((frame) => {
    const url = frame.url()
    return /^https?:/.test(url) && new URL(url).origin !== origin
  })
}

// Only the violations are read: axe keeps one example node of each rule that passed, not all.
const OPTIONS: RunOptions = { resultTypes: ['violations'] }

/**
 * axe.run in the page itself, axe put in once per document: AxeBuilder's legacy mode sends and
 * compiles axe's 1.3 MB twice at every audit, which cost about as much CPU as the audit itself.
 */
async function axeInPage(page: Page, include: readonly string[]): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!loaded) await page.evaluate(axeCore.source)
  return page.evaluate(
    ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe
      return axe.run(include.length > 0 ? { include: [...include] } : document, options)
    },
    { include, options: OPTIONS },
  )
}

/** AxeBuilder's default: axe in every frame, the results merged in a blank page of their own. */
async function axeInFrames(page: Page, include: readonly string[]): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).options(OPTIONS)
  for (const selector of include) builder = builder.include(selector)
  return builder.analyze()
}

/**
 * Runs axe on the page once it shows its level-one heading and fails on any violation, printing
 * each with its elements. `include` limits the check to some regions (CSS selectors), e.g. the
 * shell's own parts of a page whose main content belongs to another feature.
 */
export async function expectNoAxeViolations(page: Page, label: string, include: readonly string[] = []): Promise<void> {
  await waitForPageHeading(page, label)
  // The frames' way costs a renderer more per audit; its only gain, auditing frames of another
  // origin, matters where there is one.
  const results = hasFrameOfAnotherOrigin(page) ? await axeInFrames(page, include) : await axeInPage(page, include)
  if (results.violations.length === 0) return
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n')
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`
    })
    .join('\n')
  throw new Error(`axe found ${results.violations.length} violation(s) on ${label}:\n${report}`)
}
