import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from './helpers'
import { createBuiltAppContext } from './built-app'

/** The stored language choice (cookie frontoffice_language) decides what the server answers before any JavaScript. */
describe('the stored language choice', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createBuiltAppContext()
  })
  afterAll(() => ctx.close())
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })

  it('serves index.html in the stored language over the browser one, and says it varies with the cookie', async () => {
    const html = await get('/frontofficev2/', { 'accept-language': 'fr-CA', cookie: 'other=1; frontoffice_language=en' })
    expect(html.body).toContain('<html lang="en"')
    expect(html.body).toContain('placeholder="Your message"')
    expect(String(html.headers.vary)).toContain('cookie')
    const french = await get('/frontofficev2/', { 'accept-language': 'en', cookie: 'frontoffice_language=fr' })
    expect(french.body).toContain('<html lang="fr"')
  })

  it('ignores a stored language the tenant does not offer, or a malformed one', async () => {
    expect((await get('/frontofficev2/', { 'accept-language': 'fr', cookie: 'frontoffice_language=de' })).body).toContain('<html lang="fr"')
    expect((await get('/frontofficev2/', { 'accept-language': 'en', cookie: 'frontoffice_language' })).body).toContain('<html lang="en"')
  })

  it("makes the server's own answers follow it, while API calls keep their Accept-Language", async () => {
    const page = await get('/api/user', { 'accept-language': 'fr', cookie: 'frontoffice_language=en' })
    expect(page.statusCode).toBe(401)
    const pageDetail = (page.json() as { errors: { detail: string }[] }).errors[0].detail
    const api = await get('/api/user', { 'accept-language': 'fr', cookie: 'frontoffice_language=en', 'x-requested-with': 'XMLHttpRequest' })
    const apiDetail = (api.json() as { errors: { detail: string }[] }).errors[0].detail
    expect(pageDetail).not.toBe(apiDetail)
    const english = await get('/api/user', { 'accept-language': 'en', 'x-requested-with': 'XMLHttpRequest' })
    expect(pageDetail).toBe((english.json() as { errors: { detail: string }[] }).errors[0].detail)
  })
})
