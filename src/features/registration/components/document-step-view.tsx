import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { DocumentStep } from '../signup-steps'
import { useDocumentStep } from '../use-document-step'
import { DocumentSlotView } from './document-slot-view'
import { FormAlert } from './form-alert'

/** A document step's slots and its Next, enabled when every required upload is completed. */
export function DocumentStepView({ step, compact = false }: { step: DocumentStep; compact?: boolean }) {
  const { t } = useTranslation('registration')
  const documents = useDocumentStep(step)
  const hintId = useId()
  return (
    <div className="flex flex-col gap-4">
      <p>{t(`documents.intro.${step}`)}</p>
      {documents.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          {t('loading')}
        </p>
      ) : documents.loadFailed ? (
        <div className="flex flex-col items-start gap-2">
          <FormAlert messages={[t('errors:internal-error')]} />
          <Button variant="secondary" onClick={documents.reload}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className={compact ? 'flex flex-col gap-3' : 'grid gap-4 md:grid-cols-2'}>
          {documents.slots.length === 0 ? <p>{t('documents.none')}</p> : null}
          {documents.slots.map((slot) => (
            <DocumentSlotView key={slot.key} slot={slot} state={documents.states[slot.key]} onFile={(file) => void documents.upload(slot, file)} headingLevel={compact ? 4 : 3} />
          ))}
        </div>
      )}
      <FormAlert messages={documents.failure} />
      <div className="flex flex-col items-start gap-1">
        <Button size={compact ? 'default' : 'lg'} disabled={!documents.canGoNext} aria-describedby={documents.canGoNext ? undefined : hintId} onClick={() => void documents.next()}>
          {documents.finishing ? t('sending') : t('next')}
        </Button>
        {!documents.canGoNext && !documents.loading ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('documents.next-hint')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
