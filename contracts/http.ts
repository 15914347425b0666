/** Request conventions of spec section 7, shared by the API client and the server. */
export const API_PREFIX = '/api'
export const APP_BASE = '/frontofficev2/'
export const ACCEPT_V04 = 'application/vnd.frontoffice+json; version=0.4'
export const ACCEPT_V03 = 'application/vnd.frontoffice+json; version=0.3'
export const XHR_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const

/** Calls the spec marks as v0.3; every other call uses v0.4. Patterns are method + path. */
export const V03_CALLS: ReadonlyArray<readonly [string, RegExp]> = [
  ['POST', /^\/user\/sms_code$/],
  ['PUT', /^\/user\/sms_code$/],
  ['POST', /^\/reset_password$/],
  ['POST', /^\/reset_password\/confirm$/],
  ['GET', /^\/custom_contents$/],
]

export function acceptHeaderFor(method: string, path: string): string {
  const bare = path.split('?')[0]
  const m = method.toUpperCase()
  return V03_CALLS.some(([mm, re]) => mm === m && re.test(bare)) ? ACCEPT_V03 : ACCEPT_V04
}

/** The demo tenant's public web client (token requests name it; a public client has no secret). */
export const DEMO_WEB_CLIENT_ID = 'frontoffice-web'
