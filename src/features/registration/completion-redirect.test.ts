// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { completionRedirectUrl, isAllowedRedirectUri } from './completion-redirect'

const origin = 'https://autopartage.example'

describe('completionRedirectUrl', () => {
  it('appends the access token to a mobile app link', () => {
    expect(completionRedirectUrl('autopartage://signup/done', 'tok', origin)).toBe('autopartage://signup/done?access_token=tok')
  })

  it('keeps the query the link already has', () => {
    expect(completionRedirectUrl('https://autopartage.example/app?from=mail', 'a b', origin)).toBe('https://autopartage.example/app?from=mail&access_token=a+b')
  })

  it('has nowhere to go without a redirect_uri', () => {
    expect(completionRedirectUrl(null, 'tok', origin)).toBeNull()
  })
})

describe('isAllowedRedirectUri', () => {
  it.each([
    ['autopartage://done', true],
    ['https://autopartage.example/x', true],
    ['https://evil.example/steal', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['not a url', false],
  ])('%s -> %s', (uri, allowed) => {
    expect(isAllowedRedirectUri(uri, origin)).toBe(allowed)
  })
})
