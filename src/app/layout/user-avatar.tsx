import type { ClientUser } from '@/core/session'
import { useAuthorizedImage } from '@/lib/use-authorized-image'
import { cn } from '@/lib/utils'

/** The member's photo, or their initials; decorative, the name is always shown or spoken beside it. */
export function UserAvatar({ user, className }: { user: Pick<ClientUser, 'avatar' | 'firstName' | 'lastName' | 'email'>; className?: string }) {
  const initials = ((user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '') || user.email[0] || '?').toUpperCase()
  // The photo route needs the token (spec section 7: POST /user/photos, shown in the menu).
  const photo = useAuthorizedImage(user.avatar)
  return photo ? (
    <img src={photo} alt="" className={cn('size-8 rounded-full object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cn('flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground', className)}>
      {initials}
    </span>
  )
}
