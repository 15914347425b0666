import { useEffect, useId, useRef } from 'react'
import { useDropzone } from 'react-dropzone'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, FileUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { ACCEPT_FILES, IDLE_SLOT, type DocumentSlot, type SlotState } from '../document-slots'

interface DocumentSlotViewProps {
  slot: DocumentSlot
  state: SlotState | undefined
  onFile: (file: File) => void
  /** Heading level of the slot's title inside its page or card. */
  headingLevel: 3 | 4
}

/**
 * One upload slot: a drop zone with a real button (the file input carries `capture`, so a phone
 * opens its camera), a progressbar in percent while sending, the completed state, or the error and a retry.
 */
export function DocumentSlotView({ slot, state = IDLE_SLOT, onFile, headingLevel }: DocumentSlotViewProps) {
  const { t } = useTranslation('registration')
  const id = useId()
  const lastFile = useRef<File | null>(null)
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  // Whether the focus was in this slot when a file was sent: the button leaves the page while the
  // file uploads, which drops a keyboard user's focus on the body; it is put back on the button after.
  const keepFocus = useRef(false)
  const title = slot.title ?? t(`documents.slots.${slot.kind}`)
  const uploading = state.status === 'uploading'
  const send = (file: File) => {
    lastFile.current = file
    const active = document.activeElement
    keepFocus.current = active !== null && active !== document.body && (rootRef.current?.contains(active) ?? false)
    onFile(file)
  }
  useEffect(() => {
    if (uploading || !keepFocus.current) return
    const active = document.activeElement
    // Only when nothing else took the focus meanwhile (the person may have moved on with Tab).
    if (active === null || active === document.body) buttonRef.current?.focus()
    keepFocus.current = false
  }, [uploading])
  const { getRootProps, getInputProps, open, isDragActive, rootRef } = useDropzone({
    accept: ACCEPT_FILES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
    // Type and size are judged by uploadToSlot (the spec's messages), not silently dropped here.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file
      if (file) send(file)
    },
  })
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const error = state.status === 'idle' ? state.error : null
  // A refused type or size comes back the same on a retry: only "choose a file" is offered then.
  const canRetry = state.status === 'idle' && state.retryable !== false

  return (
    <section
      {...getRootProps({ role: 'group', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-formats` })}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-dashed border-muted-foreground/60 bg-card p-4',
        isDragActive && 'border-primary bg-muted',
        state.status === 'completed' && 'border-solid border-primary',
        error && 'border-destructive',
      )}
    >
      <Heading id={`${id}-title`} className="font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({slot.required ? t('documents.required') : t('documents.optional')})</span>
      </Heading>
      {slot.description ? <p className="text-sm">{slot.description}</p> : null}
      <p id={`${id}-formats`} className="text-sm text-muted-foreground">
        {t('documents.formats')}
      </p>
      {/* The button below opens this input, and a drop on the group fills it: assistive technology and the
          Tab order get the button alone (the input is out of the Tab order already, tabIndex -1). */}
      <input {...getInputProps({ 'aria-hidden': true, 'aria-label': undefined, 'data-document-input': slot.key, capture: slot.capture })} />

      {state.status === 'uploading' ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('documents.progress', { slot: title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            aria-valuetext={`${state.progress} %`}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${state.progress}%` }} />
          </div>
          <p className="text-sm" aria-hidden="true">
            {t('documents.uploading', { name: state.fileName, progress: state.progress })}
          </p>
        </div>
      ) : null}

      <div role="status" className="text-sm">
        {state.status === 'completed' ? (
          <p className="flex items-center gap-1.5 font-medium text-primary">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {state.fileName ? t('documents.done-name', { name: state.fileName }) : t('documents.done')}
          </p>
        ) : null}
      </div>
      <div role="alert" className="text-sm">
        {error ? <p className="font-medium text-destructive">{error}</p> : null}
      </div>

      {!uploading ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="hidden text-sm text-muted-foreground sm:inline">{t('documents.drop')}</span>
          <Button
            ref={buttonRef}
            variant={state.status === 'completed' ? 'secondary' : 'default'}
            size="sm"
            onClick={open}
            aria-label={t(state.status === 'completed' ? 'documents.replace-for' : 'documents.choose-for', { slot: title })}
          >
            <FileUp aria-hidden="true" />
            {/* The visible words start the accessible name, so a voice command saying them finds the button (WCAG 2.5.3). */}
            {t(state.status === 'completed' ? 'documents.replace' : 'documents.choose')}
          </Button>
          {error && canRetry && lastFile.current ? (
            <Button variant="secondary" size="sm" onClick={() => lastFile.current && send(lastFile.current)} aria-label={t('documents.retry-for', { slot: title })}>
              {t('retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
