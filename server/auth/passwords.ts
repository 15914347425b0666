import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { PASSWORD_MIN_LENGTH } from '@contracts/user'

// Algorithm.Argon2id is an ambient const enum, unusable under isolatedModules: its value is 2.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a hash (SSO-only member), verify against a throw-away one so the timing does not tell.
  const target = passwordHash ?? (await dummyHash())
  try {
    return (await verify(target, password)) && passwordHash !== null
  } catch {
    return false
  }
}

let dummy: Promise<string> | null = null
function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-password-of-anyone', OPTIONS)
  return dummy
}

export function isPasswordLongEnough(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH
}
