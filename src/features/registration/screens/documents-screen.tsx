import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DocumentSlotView, IDLE_SLOT, useRegistrationStore } from '..'
import { DocumentState } from '../documents/document-state'
import { MY_DOCUMENT_GROUPS, useMyDocuments } from '../documents/use-my-documents'
import { AccountPage } from '@/components/account-page'

/**
 * account/documents: the member's licence and identity document with their review state and the
 * licence's expiry, each replaceable with registration's upload slot (it goes back to review).
 */
export default function DocumentsScreen() {
  const { t } = useTranslation(['account', 'registration'])
  const { status, documentOf, reload, replace } = useMyDocuments()
  const uploads = useRegistrationStore((s) => s.slots)
  return (
    <AccountPage title={t('documents.title')}>
      <p>{t('documents.intro')}</p>
      {status === 'loading' && <p role="status">{t('documents.loading')}</p>}
      {status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('documents.load-error')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('documents.retry')}
          </Button>
        </div>
      )}
      {status === 'ready' &&
        MY_DOCUMENT_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`documents-${group.key}`} className="flex flex-col gap-4">
            <h2 id={`documents-${group.key}`} className="text-lg font-semibold">
              {t(`documents.group.${group.key}`)}
            </h2>
            <ul className="flex flex-col gap-6">
              {group.slots.map((slot) => {
                const document = documentOf(slot)
                const upload = uploads[slot.key]
                // An existing file offers "replace"; the slot's own upload state wins while one is under way.
                const state = upload ?? (document ? { status: 'completed' as const, fileName: null } : IDLE_SLOT)
                return (
                  <li key={slot.key} className="flex flex-col gap-2">
                    <DocumentSlotView slot={slot} state={state} onFile={(file) => void replace(slot, file)} headingLevel={3} />
                    <DocumentState document={document} />
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
    </AccountPage>
  )
}
