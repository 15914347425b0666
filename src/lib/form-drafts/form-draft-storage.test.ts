import { forgetAllFormDrafts, forgetFormDraft, formDraftKey, readFormDraft, saveFormDraft } from './form-draft-storage'

beforeEach(() => sessionStorage.clear())

describe('form drafts', () => {
  it('are kept per form, tenant and member, and only once both are known', () => {
    expect(formDraftKey('signup-personal-details', 'demo', 7)).toBe('frontoffice.form-draft.signup-personal-details.demo.7')
    expect(formDraftKey('signup-personal-details', 'demo', null)).toBeNull()
    expect(formDraftKey('signup-personal-details', undefined, 7)).toBeNull()
  })

  it('give back only the string values of the fields the form names', () => {
    const key = formDraftKey('signup-personal-details', 'demo', 7)!
    saveFormDraft(key, { first_name: 'Ana', last_name: 'Roy' })
    sessionStorage.setItem(key, JSON.stringify({ first_name: 'Ana', password: 'secret', last_name: 3 }))
    expect(readFormDraft(key, ['first_name', 'last_name'])).toEqual({ first_name: 'Ana' })
    expect(readFormDraft(formDraftKey('signup-personal-details', 'demo', 8)!, ['first_name'])).toBeNull()
  })

  it('read nothing from an unreadable entry', () => {
    sessionStorage.setItem('frontoffice.form-draft.signup-personal-details.demo.7', '{not json')
    expect(readFormDraft('frontoffice.form-draft.signup-personal-details.demo.7', ['first_name'])).toBeNull()
  })

  it('are forgotten one by one, or all at logout without touching other entries', () => {
    saveFormDraft('frontoffice.form-draft.signup-personal-details.demo.7', { first_name: 'Ana' })
    saveFormDraft('frontoffice.form-draft.signup-personal-details.demo.8', { first_name: 'Léa' })
    sessionStorage.setItem('frontoffice.pending-sms.signup.demo.7', '{}')
    forgetFormDraft('frontoffice.form-draft.signup-personal-details.demo.7')
    expect(sessionStorage.getItem('frontoffice.form-draft.signup-personal-details.demo.7')).toBeNull()
    forgetAllFormDrafts()
    expect(sessionStorage.getItem('frontoffice.form-draft.signup-personal-details.demo.8')).toBeNull()
    expect(sessionStorage.getItem('frontoffice.pending-sms.signup.demo.7')).toBe('{}')
  })
})
