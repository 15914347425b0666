import { forwardRef, useId, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConversationStore } from '../conversation/conversation-store'
import { loadIntentEngine } from '../conversation/engine'
import { sendText } from '../conversation/turn'
import { composerFormClass, composerInputClass } from './composer-styles'
import { useDraftStore } from './draft'
import { isRecallKey, lastUserText } from './recall'

/**
 * The message box of the first paint, before assistant-ui is loaded: same keys, same sending.
 * What is typed here moves to assistant-ui's composer when it takes over.
 */
export const PlainComposer = forwardRef<HTMLTextAreaElement>(function PlainComposer(_props, ref) {
  const { t } = useTranslation('chat')
  const hintId = useId()
  const text = useDraftStore((s) => s.text)
  const ready = useConversationStore((s) => s.owner !== null)

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (!text.trim() || !ready) return
    useDraftStore.setState({ text: '' })
    void sendText(text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
      return
    }
    if (isRecallKey(event, event.currentTarget.value)) {
      const last = lastUserText()
      if (!last) return
      event.preventDefault()
      useDraftStore.setState({ text: last })
    }
  }

  return (
    <form className={composerFormClass} onSubmit={send}>
      <textarea
        ref={ref}
        rows={1}
        value={text}
        aria-label={t('composer.label')}
        aria-describedby={hintId}
        placeholder={t('composer.placeholder')}
        onChange={(e) => useDraftStore.setState({ text: e.target.value })}
        onKeyDown={onKeyDown}
        onFocus={() => {
          useDraftStore.setState({ focused: true })
          void loadIntentEngine().catch(() => undefined)
        }}
        // A blur from being removed (assistant-ui's box taking over) keeps the focus to hand over.
        onBlur={(event) => {
          if (event.currentTarget.isConnected) useDraftStore.setState({ focused: false })
        }}
        className={composerInputClass}
      />
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!text.trim() || !ready} className="shrink-0">
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  )
})
