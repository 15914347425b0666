import assert from 'node:assert/strict'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../support/axe'

/*
 * A dialog walked with the keyboard, as a screen reader meets it (WAI-ARIA dialog pattern): named
 * by its title, the focus inside on a control that does no harm, Tab kept inside both ways, Escape
 * closing it (or not, for a dialog that must be answered) and the focus back on its opener.
 */

/** What the focused element is: its tag, its accessible text and whether it sits in the dialog. */
export function focusIn(dialog: Locator) {
  return dialog.evaluate((el) => {
    const active = document.activeElement as HTMLElement | null
    return { inside: !!active && el.contains(active), text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(), tag: active?.tagName ?? '' }
  })
}

export interface DialogCheck {
  role: 'dialog' | 'alertdialog'
  name: string | RegExp
  /** A description is announced with the name: what the dialog is for, or the question it asks. */
  described: boolean
  /** The control the focus may not land on first (a destructive action). */
  notFirst?: string
}

/** Waits until the dialog holds the focus, checks its name, description and axe, then Tabs around it. */
export async function checkOpenDialog(page: Page, check: DialogCheck, label: string): Promise<Locator> {
  const dialog = page.getByRole(check.role, { name: check.name })
  await dialog.waitFor()
  await page.waitForFunction((el) => !!el && el.contains(document.activeElement), await dialog.elementHandle())

  const first = await focusIn(dialog)
  if (check.notFirst) assert.notEqual(first.text, check.notFirst, `${label}: the focus does not open on the destructive button`)
  if (check.described) {
    const ids = (await dialog.getAttribute('aria-describedby')) ?? ''
    assert.ok(ids, `${label}: the dialog has a description`)
    // The ids must lead to words: a description pointing at nothing is announced as nothing.
    const text = await page.evaluate(
      (list) =>
        list
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      ids,
    )
    assert.ok(text, `${label}: the description (${ids}) has words`)
  }
  await expectNoAxeViolations(page, label)

  // Around the dialog both ways: the focus never leaves it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const now = await focusIn(dialog)
    assert.equal(now.inside, true, `${label}: after ${key} the focus is still inside (on ${now.tag} "${now.text}")`)
  }
  return dialog
}

/** Escape closes the dialog and the focus is back on the control that opened it. */
export async function escapeBackTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await page.waitForFunction((el) => el === document.activeElement, await opener.elementHandle())
}

/** Opens the dialog from `opener` with Enter, walks it and leaves it with Escape. */
export async function walkDialog(page: Page, opener: Locator, check: DialogCheck, label: string): Promise<void> {
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = await checkOpenDialog(page, check, label)
  await escapeBackTo(page, dialog, opener)
}
