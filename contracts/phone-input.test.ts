import { describe, expect, it } from 'vitest'
import { PhoneFormSchema, SmsCodeFormSchema, isSmsCode, phoneInputError } from './phone-input'

describe('phoneInputError', () => {
  it.each([
    ['', 'mandatory'],
    ['   ', 'mandatory'],
    ['514 555 0199', null],
    ['+1 (514) 555-0199', null],
    ['06 12 34 56 78', null],
    ['0033612345678', null],
    ['12ab', 'invalid-phone'],
    ['1234', 'invalid-phone'],
  ] as const)('%j -> %s', (raw, error) => {
    expect(phoneInputError(raw)).toBe(error)
  })
})

describe("the phone forms' schemas", () => {
  it("gives the number's error key on the phone field", () => {
    expect(PhoneFormSchema.safeParse({ phone: '514 555 0199' }).success).toBe(true)
    const refused = PhoneFormSchema.safeParse({ phone: '12ab' })
    expect(refused.success ? null : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'invalid-phone']])
  })

  it('takes six digits as an SMS code, nothing else', () => {
    expect(isSmsCode('012345')).toBe(true)
    expect(isSmsCode('12345')).toBe(false)
    expect(isSmsCode('1234567')).toBe(false)
    expect(isSmsCode('12a456')).toBe(false)
    const refused = SmsCodeFormSchema.safeParse({ code: '123' })
    expect(refused.success ? null : refused.error.issues[0].message).toBe('sms-code-format')
  })
})
