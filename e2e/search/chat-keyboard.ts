import type { Locator, Page } from 'playwright-core'

/** The accessible name of the focused element, as a screen reader would announce it. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ''
    const labelled = el.getAttribute('aria-labelledby')
    if (labelled)
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()
  })
}

/** Waits until the focus is on the heading named `name`: where a card that asks for input puts it as it arrives. */
export async function headingFocused(page: Page, name: string | RegExp): Promise<void> {
  const pattern = typeof name === 'string' ? { source: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : { source: name.source, flags: name.flags }
  await page.waitForFunction(({ source, flags }) => {
    const el = document.activeElement
    return !!el && /^H[1-6]$/.test(el.tagName) && new RegExp(source, flags).test(el.textContent?.trim() ?? '')
  }, pattern)
}

/** Tabs forward until the focus is on a control whose name matches, accepting the geotracking on the way. */
export async function tabTo(page: Page, name: RegExp, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const current = await focusedName(page)
    if (name.test(current)) return
    const role = await page.evaluate(() => document.activeElement?.getAttribute('role'))
    if (role === null && /J'accepte la géolocalisation/.test(current)) await page.keyboard.press('Space')
  }
  throw new Error(`No control named ${name} within ${max} tabs`)
}

/** A card's departure and return, as its description list says them ("jeudi 26 novembre à 09:00", contracts/format.ts). */
export async function stayDates(card: Locator): Promise<string[]> {
  return (await card.getByRole('definition').allTextContents()).filter((text) => /^\p{L}+ \d{1,2} \p{L}+ à \d{2}:\d{2}$/u.test(text))
}

/**
 * Types a sentence and sends it with Enter. The first paint's message box (index.html) gives way
 * to the chat's once the app is up, which can drop keys typed at that moment: the text is checked,
 * and typed again when it did not arrive whole.
 */
export async function say(page: Page, composer: Locator, text: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await composer.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(text)
    if ((await composer.inputValue()) === text) break
  }
  await page.keyboard.press('Enter')
}
