import { UserResponseSchema } from '@contracts/user'
import { apiRequest, notifyApiError } from '@/core/api'
import { setSessionUser } from '@/core/session'

/** Image types a profile photo may be (the server reads the content: png or jpeg). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const

/** POST /user/photos (spec section 7: multipart photo[image]); the session's user, and so the menu's avatar, follows. */
export async function uploadProfilePhoto(file: File): Promise<boolean> {
  const body = new FormData()
  body.append('photo[image]', file, file.name)
  try {
    const { user } = await apiRequest('POST', '/user/photos', { body, schema: UserResponseSchema })
    // The photo's address does not change with a new upload: a version makes the avatar load it again.
    const url = user.small_main_photo_url
    setSessionUser({ ...user, small_main_photo_url: url === null ? null : `${url}?v=${Date.now()}` })
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}
