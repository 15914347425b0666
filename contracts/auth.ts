import { z } from 'zod'
import { UserSchema } from './user'

/** POST /oauth2/token, JSON or form-encoded. */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string(),
    password: z.string(),
    client_id: z.string(),
    client_secret: z.string().optional(),
  }),
  z.object({ grant_type: z.literal('client_credentials'), client_id: z.string(), client_secret: z.string().optional() }),
  z.object({
    grant_type: z.literal('openid_token'),
    openid_token: z.string(),
    client_id: z.string(),
    client_secret: z.string().optional(),
    nonce: z.string().optional(),
  }),
  // RFC 6749 section 6: a member's refresh token for a new access token (and a new refresh token).
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string(), client_id: z.string(), client_secret: z.string().optional() }),
  // RFC 6749 section 4.1.3: the one-time code a finished sign-up handed to the app's redirect_uri
  // (POST /user/completion_code); single use, 60 s, for the member and tenant it was issued to.
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string(),
    client_id: z.string(),
    client_secret: z.string().optional(),
    redirect_uri: z.string().optional(),
  }),
])
export type TokenRequest = z.infer<typeof TokenRequestSchema>

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.enum(['member', 'guest']),
  created_at: z.number().int(),
  /** Members only: single use, rotated by grant_type=refresh_token. */
  refresh_token: z.string().optional(),
})
export type TokenResponse = z.infer<typeof TokenResponseSchema>

/** POST /oauth2/revoke (RFC 7009). */
export const RevokeRequestSchema = z.object({ token: z.string().min(1), token_type_hint: z.string().optional(), client_id: z.string().optional() })

/** POST /sso/openid */
export const SsoOpenidBodySchema = z.object({ openid: z.object({ id_token: z.string(), nonce: z.string().optional() }) })

/** Token lifetimes (DECISIONS.md "member token lifetime"). */
export const MEMBER_TOKEN_TTL_SECONDS = 3600
/** Each refresh token lasts this from its issue; using it gives a new one, so an active member stays signed in. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600
export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600

/** POST /user answers the new member and a member token, so the client is signed in at once. */
export const SignupResponseSchema = z.object({ user: UserSchema, ...TokenResponseSchema.shape })
export type SignupResponse = z.infer<typeof SignupResponseSchema>
