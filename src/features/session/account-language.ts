import type { User } from '@contracts/user'
import { i18n } from '@/i18n'
import { storedLanguage } from '@/i18n/languages'
import { updateUserLanguage } from './api'

/**
 * At login, a language the visitor chose on this device and is reading is saved on the account:
 * the server writes the SMS code and the reset e-mail in the account's language, so an account
 * still set to French would text an English reader in French. Best effort: a failure keeps the
 * user as loaded, the screens already speak the right language.
 */
export async function saveChosenLanguage(user: User): Promise<User> {
  const chosen = storedLanguage()
  if (!chosen || chosen !== i18n.language || chosen === user.language) return user
  try {
    return await updateUserLanguage(chosen)
  } catch (error) {
    console.error('Saving the chosen language on the account failed', error)
    return user
  }
}
