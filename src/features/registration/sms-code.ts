import { SMS_CODE_LENGTH } from '@contracts/phone-input'

export type CodeDigits = readonly string[]

export const EMPTY_CODE: CodeDigits = Array.from({ length: SMS_CODE_LENGTH }, () => '')

/**
 * What typing (or pasting) `text` into digit box `index` does: the digits it holds fill that box and
 * the following ones, so a pasted whole code fills all six. The focus goes to the box after the
 * last digit written (or stays on the last box).
 */
export function enterDigits(code: CodeDigits, index: number, text: string): { code: string[]; focus: number } {
  const digits = text.replace(/\D/g, '')
  const next = [...code]
  if (!digits) {
    next[index] = ''
    return { code: next, focus: index }
  }
  // A whole code pasted anywhere fills the boxes from the first one.
  const start = digits.length >= SMS_CODE_LENGTH ? 0 : index
  const written = digits.slice(0, SMS_CODE_LENGTH - start)
  for (let i = 0; i < written.length; i += 1) next[start + i] = written[i]
  return { code: next, focus: Math.min(start + written.length, SMS_CODE_LENGTH - 1) }
}

/** Backspace in an empty box clears and focuses the previous one. */
export function eraseDigit(code: CodeDigits, index: number): { code: string[]; focus: number } {
  const next = [...code]
  if (next[index]) {
    next[index] = ''
    return { code: next, focus: index }
  }
  const previous = Math.max(0, index - 1)
  next[previous] = ''
  return { code: next, focus: previous }
}

export function isCodeComplete(code: CodeDigits): boolean {
  return code.length === SMS_CODE_LENGTH && code.every((d) => /^\d$/.test(d))
}
