import { rateLimitNetwork } from './client-network'

describe('the network a client address counts for in rate limits', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(rateLimitNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('keys an IPv6 address on its /64, however it is written', () => {
    const network = '2001:db8:aa:bb::/64'
    expect(rateLimitNetwork('2001:db8:aa:bb::1')).toBe(network)
    expect(rateLimitNetwork('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(network)
    expect(rateLimitNetwork('2001:DB8:AA:BB:0:0:0:9')).toBe(network)
    expect(rateLimitNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitNetwork('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitNetwork('2001:db8:aa:bc::1')).not.toBe(network)
  })
})
