import { focusFirstInvalid } from './focus-first-invalid'

describe('focusFirstInvalid', () => {
  beforeEach(() => {
    document.body.innerHTML = '<input id="f-first" /><input id="f-second" /><input id="f-third" />'
  })

  it('focuses the first field in the given order that has an error', () => {
    const errors: Record<string, string> = { third: 'mandatory', second: 'invalid-date' }
    expect(focusFirstInvalid(['first', 'second', 'third'], (name) => Boolean(errors[name]), (name) => `f-${name}`)).toBe(true)
    expect(document.activeElement?.id).toBe('f-second')
  })

  it('leaves the focus alone and says so when no field has an error', () => {
    expect(focusFirstInvalid(['first', 'second'], () => false, (name) => `f-${name}`)).toBe(false)
    expect(document.activeElement).toBe(document.body)
  })
})
