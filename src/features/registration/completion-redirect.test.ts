// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isAllowedRedirectUri } from './completion-redirect'

const origin = 'https://autopartage.example'

describe('isAllowedRedirectUri', () => {
  it.each([
    ['autopartage://done', true],
    ['AutoPartage://done', true],
    ['https://autopartage.example/x', true],
    ['evilapp://steal', false],
    ['intent://evil.example/#Intent;scheme=https;end', false],
    ['ftp://evil.example/', false],
    ['ms-word:ofe|u|https://evil.example/x', false],
    ['https://evil.example/steal', false],
    ['https://user:pw@autopartage.example/x', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['not a url', false],
  ])('%s -> %s for a tenant declaring autopartage', (uri, allowed) => {
    expect(isAllowedRedirectUri(uri, ['autopartage'], origin)).toBe(allowed)
  })

  it('refuses every app scheme when the tenant declares none', () => {
    expect(isAllowedRedirectUri('autopartage://done', [], origin)).toBe(false)
  })
})
