import type { Locator, Page } from 'playwright-core'

/** The chat as a person finds it: by roles and names, in French or English. */
export function chat(page: Page) {
  const log = page.getByRole('log')
  return {
    log,
    box: (): Locator => page.getByRole('textbox', { name: /^(Votre message|Your message)$/ }),
    card: (name: string | RegExp): Locator => log.getByRole('article', { name }),
    /** What the user said, in order (each bubble also names its author for screen readers). */
    userMessages: async (): Promise<string[]> =>
      (await log.locator('[data-role="user"] p').allTextContents()).map((t) => t.replace(/^(Vous|You)\s?: /, '')),
    /** Waits for assistant-ui's thread, which replaces the first-paint one right after loading. */
    ready: () => page.locator('[data-thread="assistant-ui"]').waitFor(),
    /** Types a sentence with the keyboard and sends it with Enter; waits for its answer. */
    say: async (text: string, answer: string | RegExp) => {
      await page.keyboard.type(text)
      await page.keyboard.press('Enter')
      await log.getByText(answer).last().waitFor()
    },
  }
}

/** Focus in the message box, as a click or a skip link would put it; everything after is the keyboard. */
export async function focusMessageBox(page: Page): Promise<void> {
  await chat(page).box().focus()
}
