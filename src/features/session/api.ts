import { TokenResponseSchema, type TokenResponse } from '@contracts/auth'
import { UserResponseSchema, type User } from '@contracts/user'
import { apiGet, apiPost, apiPut } from '@/lib/api'
import type { Language } from '@/i18n/languages'

export function requestPasswordToken(username: string, password: string, clientId: string): Promise<TokenResponse> {
  return apiPost('/oauth2/token', { grant_type: 'password', username, password, client_id: clientId }, TokenResponseSchema)
}

export function requestGuestToken(clientId: string): Promise<TokenResponse> {
  return apiPost('/oauth2/token', { grant_type: 'client_credentials', client_id: clientId }, TokenResponseSchema)
}

export function requestOpenidToken(idToken: string, clientId: string, nonce?: string): Promise<TokenResponse> {
  return apiPost('/oauth2/token', { grant_type: 'openid_token', openid_token: idToken, client_id: clientId, nonce }, TokenResponseSchema)
}

/** RFC 7009: revokes a token; the server answers 200 even for an unknown token. */
export async function revokeToken(token: string, clientId: string): Promise<void> {
  await apiPost('/oauth2/revoke', { token, token_type_hint: 'access_token', client_id: clientId })
}

export async function fetchUser(): Promise<User> {
  const { user } = await apiGet('/user', UserResponseSchema)
  return user
}

export async function updateUserLanguage(language: Language): Promise<User> {
  const { user } = await apiPut('/user', { user: { language } }, UserResponseSchema)
  return user
}

/** POST /reset_password (v0.3): e-mails a link to reset-password?reset_password_token=... */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/reset_password', { email, context: 'frontoffice' })
}

/** POST /reset_password/confirm (v0.3). */
export async function confirmPasswordReset(password: string, passwordConfirmation: string, token: string): Promise<void> {
  await apiPost('/reset_password/confirm', { password, password_confirmation: passwordConfirmation, reset_password_token: token })
}
