import type { TokenResponse } from '@contracts/auth'
import type { User } from '@contracts/user'
import { apiGet, apiPost, apiPut } from '@/core/api'
import { expectFields, record } from '@/core/api/shape'
import type { Language } from '@/i18n/languages'

// Token and user answers are checked by hand on the start-up path (see core/api/shape.ts).
function toToken(data: unknown): TokenResponse {
  const token = record(data, 'POST /oauth2/token')
  expectFields(token, 'token', { access_token: 'string', expires_in: 'number' })
  return token as unknown as TokenResponse
}

function toUser(data: unknown): User {
  const user = record(record(data, 'user response').user, 'user')
  expectFields(user, 'user', { id: 'number', email: 'string', workflow_next_step: 'string', roles: 'array', validated: 'boolean' })
  return user as unknown as User
}

export function requestPasswordToken(username: string, password: string, clientId: string): Promise<TokenResponse> {
  return apiPost<unknown>('/oauth2/token', { grant_type: 'password', username, password, client_id: clientId }).then(toToken)
}

export function requestGuestToken(clientId: string): Promise<TokenResponse> {
  return apiPost<unknown>('/oauth2/token', { grant_type: 'client_credentials', client_id: clientId }).then(toToken)
}

/** RFC 6749 section 6: a new access token and a new refresh token for the current one. */
export function requestRefreshedToken(refreshToken: string, clientId: string): Promise<TokenResponse> {
  return apiPost<unknown>('/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).then(toToken)
}

/**
 * POST /sso/openid: the issuer's id_token (and the nonce of the request that asked for it) for a
 * member token and the member, in one answer.
 */
export async function requestSsoSignIn(idToken: string, nonce?: string): Promise<{ token: TokenResponse; user: User }> {
  const answer = await apiPost<unknown>('/sso/openid', { openid: { id_token: idToken, nonce } })
  return { token: toToken(answer), user: toUser(answer) }
}

/** RFC 7009: revokes a token; the server answers 200 even for an unknown token. */
export async function revokeToken(token: string, clientId: string): Promise<void> {
  await apiPost('/oauth2/revoke', { token, token_type_hint: 'access_token', client_id: clientId })
}

export async function fetchUser(): Promise<User> {
  return toUser(await apiGet<unknown>('/user'))
}

export async function updateUserLanguage(language: Language): Promise<User> {
  return toUser(await apiPut<unknown>('/user', { user: { language } }))
}

/** POST /reset_password (v0.3): e-mails a link to reset-password?reset_password_token=... */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/reset_password', { email, context: 'frontoffice' })
}

/** POST /unlock_account: e-mails a link that ends a sign-in lockout (the same answer whoever asks). */
export async function requestUnlockEmail(email: string): Promise<void> {
  await apiPost('/unlock_account', { email })
}

/** POST /unlock_account/confirm with the link's token. */
export async function confirmUnlock(unlockToken: string): Promise<void> {
  await apiPost('/unlock_account/confirm', { unlock_token: unlockToken })
}

/** POST /reset_password/confirm (v0.3). */
export async function confirmPasswordReset(password: string, passwordConfirmation: string, token: string): Promise<void> {
  await apiPost('/reset_password/confirm', { password, password_confirmation: passwordConfirmation, reset_password_token: token })
}
