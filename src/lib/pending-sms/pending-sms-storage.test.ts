import { beforeEach, describe, expect, it } from 'vitest'
import { forgetAllPendingSms, forgetPendingSms, pendingSmsKey, readPendingSms, rememberPendingSms, subscribePendingSms } from './pending-sms-storage'

const SMS = { sentTo: '+14385550199', expiresAt: '2026-05-01T10:10:00.000Z' }

beforeEach(() => sessionStorage.clear())

describe('pending SMS storage', () => {
  it('needs a tenant and a member, and keeps each flow, tenant and member apart', () => {
    expect(pendingSmsKey('signup', null, 7)).toBeNull()
    expect(pendingSmsKey('signup', 'demo', null)).toBeNull()
    rememberPendingSms(pendingSmsKey('phone-change', 'demo', 7)!, SMS)
    expect(readPendingSms(pendingSmsKey('phone-change', 'demo', 7)!)).toEqual(SMS)
    expect(readPendingSms(pendingSmsKey('signup', 'demo', 7)!)).toBeNull()
    expect(readPendingSms(pendingSmsKey('phone-change', 'demo', 8)!)).toBeNull()
    expect(readPendingSms(pendingSmsKey('phone-change', 'simple', 7)!)).toBeNull()
  })

  it('reads a damaged entry as none', () => {
    const key = pendingSmsKey('signup', 'demo', 7)!
    sessionStorage.setItem(key, '{"sentTo":"+1","expiresAt":"never"}')
    expect(readPendingSms(key)).toBeNull()
    sessionStorage.setItem(key, 'not json')
    expect(readPendingSms(key)).toBeNull()
  })

  it('tells listeners of every change and forgets every flow at logout, leaving other entries', () => {
    let changes = 0
    const stop = subscribePendingSms(() => (changes += 1))
    sessionStorage.setItem('frontoffice.other', 'kept')
    rememberPendingSms(pendingSmsKey('signup', 'demo', 7)!, SMS)
    rememberPendingSms(pendingSmsKey('phone-change', 'demo', 7)!, SMS)
    forgetPendingSms(pendingSmsKey('signup', 'demo', 7)!)
    forgetAllPendingSms()
    stop()
    expect(changes).toBe(4)
    expect(sessionStorage.length).toBe(1)
    expect(sessionStorage.getItem('frontoffice.other')).toBe('kept')
  })
})
