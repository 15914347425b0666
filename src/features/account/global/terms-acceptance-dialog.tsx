import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { ScrollText } from '@/components/ui/scroll-text'
import { HtmlContent, useCurrentTerms } from '@/components/content'
import { logout, useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { acceptCurrentTerms } from '../actions'
import { needsTermsAcceptance } from '../consent-storage'

/**
 * The terms of service modal (spec section 2): members who have not accepted the current version,
 * when the tenant uses terms, tick the box and accept, or log out. It cannot be dismissed otherwise.
 */
export function TermsAcceptanceDialog() {
  const { t } = useTranslation('account')
  const id = useId()
  const user = useCurrentUser()
  const { flags } = useTenant()
  const enabled = flags.useTermsAndConditions && user !== null
  const terms = useCurrentTerms(enabled)
  const current = terms.status === 'ready' ? terms.data : null
  const [ticked, setTicked] = useState(false)
  const [busy, setBusy] = useState(false)
  const open = needsTermsAcceptance({
    useTermsAndConditions: flags.useTermsAndConditions,
    authenticated: user !== null,
    acceptedVersionId: user?.acceptedTermsVersionId ?? null,
    currentVersionId: current?.id ?? null,
  })
  if (!open || !current) return null
  // "The terms have changed" is only true for a member who accepted an earlier version; a new
  // member (one created by single sign-on has accepted none) is reading them for the first time.
  // The server gives acceptedTermsVersionId only for the current version (null for an older one),
  // so whether any version was ever accepted is tos_accepted, set at signup and on each acceptance.
  const firstTime = user?.tosAccepted !== true
  const accept = async () => {
    setBusy(true)
    await acceptCurrentTerms(current.id)
    setBusy(false)
  }
  const title = firstTime ? t('terms.first-title') : t('terms.title')
  return (
    <Dialog open>
      <DialogContent hideClose className="max-w-2xl" onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{firstTime ? t('terms.first-text') : t('terms.text')}</DialogDescription>
        </DialogHeader>
        <ScrollText label={title} className="-mr-2 max-h-[45dvh] pr-2">
          <HtmlContent html={current.content} uriEncoded topHeadingLevel={3} />
        </ScrollText>
        <div className="flex items-start gap-2">
          <Checkbox id={`${id}-accept`} checked={ticked} onCheckedChange={(on) => setTicked(on === true)} className="mt-0.5" />
          <Label htmlFor={`${id}-accept`}>{t('terms.checkbox')}</Label>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('terms.logout')}
          </Button>
          <Button disabled={!ticked || busy} onClick={() => void accept()}>
            {t('terms.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
