import type { User } from '@contracts/user'
import { i18n } from '@/i18n'
import { isLanguage, storedLanguage } from '@/i18n/languages'
import { currentTenant } from '@/core/tenant'
import { updateUserLanguage } from './api'
import { applyLanguage, offeredLanguages } from './language'

/**
 * At login, a language the visitor chose on this device and is reading is saved on the account:
 * the server writes the SMS code and the reset e-mail in the account's language, so an account
 * still set to French would text an English reader in French. Best effort: a failure keeps the
 * user as loaded, the screens already speak the right language.
 */
export async function saveChosenLanguage(user: User): Promise<User> {
  const chosen = storedLanguage()
  if (!chosen) {
    await showAccountLanguage(user)
    return user
  }
  if (chosen !== i18n.language || chosen === user.language) return user
  try {
    return await updateUserLanguage(chosen)
  } catch (error) {
    console.error('Saving the chosen language on the account failed', error)
    return user
  }
}

/**
 * A member who chose nothing on this device reads the app in the account's language from the login
 * on (an English member was left in the tenant's French), where the tenant offers it.
 */
async function showAccountLanguage(user: User): Promise<void> {
  const language = user.language
  if (!isLanguage(language) || language === i18n.language) return
  if (!offeredLanguages(currentTenant()).includes(language)) return
  await applyLanguage(language, { remember: false })
}
