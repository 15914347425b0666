import { isIPv6 } from 'node:net'

/**
 * The network a client address stands for in rate limits: an IPv4 address itself, an IPv6
 * address's /64. One IPv6 subscriber is usually handed a whole /64, so keying on the full address
 * would give a client a fresh budget for each of its 2^64 addresses.
 */
export function rateLimitNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip
  const address = ip.split('%')[0].toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped) return mapped[1]
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and an embedded IPv4 tail as two groups. */
function ipv6Groups(address: string): string[] {
  const side = (text: string) => (text === '' ? [] : text.split(':').flatMap((part) => (part.includes('.') ? ipv4AsGroups(part) : [part])))
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null]
  const before = side(head)
  const after = tail === null ? [] : side(tail)
  const zeros = tail === null ? [] : new Array<string>(8 - before.length - after.length).fill('0')
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16).toString(16))
}

function ipv4AsGroups(dotted: string): string[] {
  const [a, b, c, d] = dotted.split('.').map(Number)
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}
