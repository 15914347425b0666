import type { Locator, Page } from 'playwright-core'

/** The chat as a person finds it: by roles and names, in French or English. */
export function chat(page: Page) {
  const log = page.getByRole('log')
  const box = (): Locator => page.getByRole('textbox', { name: /^(Votre message|Your message)$/ })
  return {
    log,
    box,
    card: (name: string | RegExp): Locator => log.getByRole('article', { name }),
    /** What the user said, in order (each bubble also names its author for screen readers). */
    userMessages: async (): Promise<string[]> => (await log.locator('[data-role="user"] p').allTextContents()).map((t) => t.replace(/^(Vous|You)\s?: /, '')),
    ready: () => chatReady(page, box()),
    /** Types a sentence with the keyboard and sends it with Enter; waits for its answer. */
    say: async (text: string, answer: string | RegExp) => {
      await page.keyboard.type(text)
      await page.keyboard.press('Enter')
      await log.getByText(answer).last().waitFor()
    },
  }
}

/**
 * Waits for the chat itself: the first paint's message box (index.html, same name) gone, the
 * conversation of this visitor known (the log no longer busy) and the chat's message box there.
 */
export async function chatReady(page: Page, box: Locator): Promise<void> {
  await page.locator('#boot').waitFor({ state: 'detached' })
  await page.locator('[role="log"]:not([aria-busy="true"])').waitFor()
  await box.waitFor()
}

/** Focus in the message box, as a click or a skip link would put it; everything after is the keyboard. */
export async function focusMessageBox(page: Page): Promise<void> {
  await chat(page).box().focus()
}
