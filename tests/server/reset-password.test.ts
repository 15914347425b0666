import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { createTestContext, errorCodes, type TestContext } from './helpers'
import { eventually } from './jobs/smtp-sink'

const linkIn = (body: string) => {
  const match = /https?:\/\/[^\s"<]+reset_password_token=([A-Za-z0-9_-]+)/.exec(body)
  if (!match) throw new Error(`no reset link in ${body}`)
  return { url: match[0], token: match[1] }
}

async function outbox(ctx: TestContext, recipient: string, host = 'localhost') {
  const res = await ctx.get('/api/dev/outbox', { host, query: { recipient, channel: 'email' } })
  return res.json().outbox as { subject: string; body: string; delivered_at: string | null; error: string | null }[]
}

describe('reset password through the outbox', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('always answers 200 {} and mails a known member a link to the app', async () => {
    const unknown = await ctx.post('/api/reset_password', { email: 'nobody@demo.test', context: 'frontoffice' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual({})
    expect(await outbox(ctx, 'nobody@demo.test')).toEqual([])

    const known = await ctx.post('/api/reset_password', { email: 'Driver@Demo.test', context: 'frontoffice' })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual({})
    const [mail] = await outbox(ctx, 'driver@demo.test')
    expect(mail.subject).toBe('Montréal Autopartage : réinitialisation de votre mot de passe')
    const { url } = linkIn(mail.body)
    expect(url.startsWith('http://localhost:3000/frontofficev2/reset-password?reset_password_token=')).toBe(true)
    expect(mail.delivered_at).toBeNull()
  })

  it('refuses a missing or malformed e-mail in the request language (spec section 5: required, valid format)', async () => {
    for (const email of ['', '   ', 'not-an-email']) {
      const res = await ctx.post('/api/reset_password', { email, context: 'frontoffice' })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([{ code: 'EMAIL_IS_INVALID', detail: "L'adresse courriel est invalide.", field: 'email' }])
    }
    const en = await ctx.post('/api/reset_password', { email: 'not-an-email' }, { lang: 'en' })
    expect(en.json().errors[0].detail).toBe('The email address is invalid.')
  })

  it("writes the member's language and the tenant's host in the link", async () => {
    await ctx.post('/api/reset_password', { email: 'driver@entreprise.test' }, { host: 'entreprise.localhost:3000' })
    const [mail] = await outbox(ctx, 'driver@entreprise.test', 'entreprise.localhost')
    expect(linkIn(mail.body).url.startsWith('http://entreprise.localhost:3000/frontofficev2/reset-password?')).toBe(true)
    await ctx.post('/api/reset_password', { email: 'driver2@demo.test' })
    expect((await outbox(ctx, 'driver2@demo.test'))[0].subject).toBe('Montréal Autopartage: reset your password')
  })

  it('confirms once: new password works, old sessions end, the link is then invalid', async () => {
    const session = await ctx.tokenFor('driver@demo.test')
    await ctx.post('/api/reset_password', { email: 'driver@demo.test' })
    const { token } = linkIn((await outbox(ctx, 'driver@demo.test'))[0].body)
    const stored = await ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute()
    expect(stored.some((r) => r.token_hash === token)).toBe(false)

    expect(errorCodes(await ctx.post('/api/reset_password/confirm', { reset_password_token: token, password: 'short', password_confirmation: 'short' }))).toEqual([
      'PASSWORD_TOO_SHORT',
    ])
    expect(errorCodes(await ctx.post('/api/reset_password/confirm', { reset_password_token: token, password: 'Brand-new-1', password_confirmation: 'Brand-new-2' }))).toEqual([
      'PASSWORDS_MISMATCH',
    ])
    const ok = await ctx.post('/api/reset_password/confirm', { reset_password_token: token, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' })
    expect(ok.statusCode).toBe(200)
    expect((await ctx.get('/api/user', { token: session })).statusCode).toBe(401)
    expect(await ctx.tokenFor('driver@demo.test', { password: 'Brand-new-1' })).toBeTruthy()
    const again = await ctx.post('/api/reset_password/confirm', { reset_password_token: token, password: 'Other-new-1', password_confirmation: 'Other-new-1' })
    expect(errorCodes(again)).toEqual(['invalid_reset_password_token'])
  })

  it("refuses an expired link, an unknown one, and another tenant's", async () => {
    await ctx.post('/api/reset_password', { email: 'admin@demo.test' })
    const { token } = linkIn((await outbox(ctx, 'admin@demo.test'))[0].body)
    const body = { reset_password_token: token, password: 'Brand-new-1', password_confirmation: 'Brand-new-1' }
    expect(errorCodes(await ctx.post('/api/reset_password/confirm', body, { host: 'entreprise.localhost' }))).toEqual(['invalid_reset_password_token'])
    await ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('used_at', 'is', null)
      .execute()
    expect(errorCodes(await ctx.post('/api/reset_password/confirm', body))).toEqual(['invalid_reset_password_token'])
    expect(errorCodes(await ctx.post('/api/reset_password/confirm', { ...body, reset_password_token: 'made-up' }))).toEqual(['invalid_reset_password_token'])
  })

  it('400 when the e-mail field is missing', async () => {
    expect((await ctx.post('/api/reset_password', {})).statusCode).toBe(400)
  })
})

describe('reset password through a real SMTP server', () => {
  let ctx: TestContext
  let smtp: SMTPServer
  const received: { to: string[]; raw: string }[] = []

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    ctx = await createTestContext({ config: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Montréal Autopartage <no-reply@demo.test>' } } })
  })
  afterAll(async () => {
    await ctx.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('delivers the mail over SMTP (in a job, after the answer) and marks the outbox row delivered', async () => {
    await ctx.post('/api/reset_password', { email: 'driver@demo.test' })
    await eventually(() => received.length === 1)
    await ctx.drainJobs()
    expect(received[0].to).toEqual(['driver@demo.test'])
    const unfolded = received[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(unfolded).toContain('/frontofficev2/reset-password?reset_password_token=')
    const [row] = await outbox(ctx, 'driver@demo.test')
    expect(row.delivered_at).not.toBeNull()
    expect(row.error).toBeNull()
  })

  it("signs the mail with the member's tenant name and MAIL_FROM's address (one deployment, several brands)", async () => {
    received.length = 0
    await ctx.post('/api/reset_password', { email: 'driver@entreprise.test' }, { host: 'entreprise.localhost' })
    await eventually(() => received.length === 1)
    expect(received[0].raw).toMatch(/^From: Flotte Entreprise Paris <no-reply@demo\.test>\r?$/m)
  })
})
