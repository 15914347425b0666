import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/core/session'
import { useAuthorizedImage } from '@/lib/use-authorized-image'
import { PHOTO_TYPES, uploadProfilePhoto } from '../profile-photo'

/** account/details: the member's profile photo (POST /user/photos), the one the menu shows. */
export function ProfilePhotoSection() {
  const { t } = useTranslation('account')
  const id = useId()
  const user = useCurrentUser()
  const photo = useAuthorizedImage(user?.avatar ?? null)
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  if (!user) return null

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setSaved(false)
    const ok = await uploadProfilePhoto(file)
    setBusy(false)
    setSaved(ok)
    if (input.current) input.current.value = ''
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('photo.title')}
      </h2>
      <div className="flex items-center gap-4">
        {photo ? <img src={photo} alt={t('photo.current')} className="size-20 rounded-full object-cover" /> : <p className="text-sm text-muted-foreground">{t('photo.none')}</p>}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          // Not rendered: the button beside it is the one control, and opens the file picker.
          hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={busy}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={busy} aria-describedby={`${id}-hint`}>
          {t(photo ? 'photo.change' : 'photo.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('photo.hint')}
      </p>
      <p role="status" className="text-sm">
        {busy ? t('photo.sending') : saved ? t('photo.saved') : ''}
      </p>
    </section>
  )
}
