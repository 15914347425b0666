import type { Socket } from 'node:net'
import { createClientErrorHandler } from './client-error'

/** A socket that keeps what is written to it. */
function fakeSocket(): { socket: Socket; written: () => string } {
  let out = ''
  const socket = { writable: true, end: (data: string) => void (out += data), destroy: () => undefined } as unknown as Socket
  return { socket, written: () => out }
}

describe('createClientErrorHandler', () => {
  it('adds HSTS to a parser error when the public address is https, and not over http', () => {
    const overHttps = fakeSocket()
    createClientErrorHandler(true)(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }), overHttps.socket)
    expect(overHttps.written()).toMatch(/^HTTP\/1\.1 431 /)
    expect(overHttps.written()).toContain('\r\nstrict-transport-security: max-age=15552000\r\n')
    const overHttp = fakeSocket()
    createClientErrorHandler(false)(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), overHttp.socket)
    expect(overHttp.written()).toMatch(/^HTTP\/1\.1 400 /)
    expect(overHttp.written()).not.toContain('strict-transport-security')
  })
})
