// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EMPTY_CODE, enterDigits, eraseDigit, isCodeComplete } from './sms-code'

describe('enterDigits', () => {
  it('writes a digit and moves to the next box', () => {
    expect(enterDigits(EMPTY_CODE, 0, '4')).toEqual({ code: ['4', '', '', '', '', ''], focus: 1 })
  })

  it('ignores what is not a digit', () => {
    expect(enterDigits(EMPTY_CODE, 2, 'a')).toEqual({ code: ['', '', '', '', '', ''], focus: 2 })
  })

  it('fills all six boxes from a pasted code, wherever it is pasted', () => {
    expect(enterDigits(EMPTY_CODE, 3, '123 456')).toEqual({ code: ['1', '2', '3', '4', '5', '6'], focus: 5 })
  })

  it('spreads a partial paste from the box it lands in', () => {
    expect(enterDigits(EMPTY_CODE, 4, '78')).toEqual({ code: ['', '', '', '', '7', '8'], focus: 5 })
  })

  it('replaces a digit typed over an existing one (the input holds both)', () => {
    const code = ['1', '2', '', '', '', '']
    expect(enterDigits(code, 1, '9')).toEqual({ code: ['1', '9', '', '', '', ''], focus: 2 })
  })
})

describe('eraseDigit', () => {
  it('clears the box, or the previous one when it is empty', () => {
    expect(eraseDigit(['1', '2', '', '', '', ''], 1)).toEqual({ code: ['1', '', '', '', '', ''], focus: 1 })
    expect(eraseDigit(['1', '2', '', '', '', ''], 2)).toEqual({ code: ['1', '', '', '', '', ''], focus: 1 })
  })
})

describe('isCodeComplete', () => {
  it('needs six digits', () => {
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false)
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true)
  })
})
