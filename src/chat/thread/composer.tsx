import { forwardRef, useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConversationStore } from '../conversation/conversation-store'
import { loadIntentEngine } from '../conversation/engine'
import { sendText } from '../conversation/turn'
import { composerFormClass, composerInputClass } from './composer-styles'
import { isRecallKey, lastUserText } from './recall'
import { useAutoGrow } from './use-auto-grow'
import { readBootComposer, takeOverBootComposer } from './boot-composer'

/** What the thread may do with its message box: give it the focus, or write in it. */
export interface ComposerHandle {
  input: () => HTMLTextAreaElement | null
  setText: (text: string) => void
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line, arrow up in an empty box recalls the
 * last message; it grows with its text up to about six lines. Enter before the conversation is known
 * (the session still loading, right after the page opens) sends the sentence once it is, rather than
 * leave a driver who already pressed Enter waiting for nothing. While an answer is on its way nothing
 * is sent: the text stays in the box for the next Enter.
 */
export const Composer = forwardRef<ComposerHandle>(function Composer(_props, ref) {
  const { t } = useTranslation('chat')
  const hintId = useId()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  // The first paint's message box (index.html) works before the app arrives: its text, and its
  // Enter, are this box's from the first render on.
  const [boot] = useState(readBootComposer)
  const [text, setText] = useState(boot?.text ?? '')
  const ready = useConversationStore((s) => s.owner !== null)
  const busy = useConversationStore((s) => s.busy)
  const canSend = text.trim() !== '' && ready && !busy
  // Enter pressed before the conversation was known: sent as soon as it is.
  const [waitingForConversation, setWaitingForConversation] = useState(boot?.sent ?? false)
  useAutoGrow(inputRef, text)
  useImperativeHandle(ref, () => ({ input: () => inputRef.current, setText }), [])

  // In the commit that shows this box, the first paint's goes, its last keystrokes, caret and focus
  // carried over: whatever was typed since the render is read in the same task as the removal.
  useLayoutEffect(() => {
    const input = inputRef.current
    const latest = takeOverBootComposer()
    if (!latest || !input) return
    if (input.value !== latest.text) {
      // Written on the element first, so that React, re-rendering with the same text, keeps the caret.
      input.value = latest.text
      setText(latest.text)
    }
    if (latest.sent) setWaitingForConversation(true)
    if (latest.focused) {
      input.focus()
      input.setSelectionRange(latest.selectionStart, latest.selectionEnd)
    }
  }, [])

  useEffect(() => {
    if (!waitingForConversation || !ready) return
    setWaitingForConversation(false)
    if (!text.trim() || busy) return
    setText('')
    void sendText(text)
  }, [waitingForConversation, ready, busy, text])

  function send(event?: FormEvent) {
    event?.preventDefault()
    if (!ready && !busy && text.trim() !== '') setWaitingForConversation(true)
    if (!canSend) return
    setText('')
    void sendText(text)
    // Sent with the button, which the empty box now disables: the focus would fall to the page.
    if (event) inputRef.current?.focus()
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
      setText(last)
    }
  }

  // A press on the bar around the box (not on the box or the button) puts the caret in the box.
  function onMouseDown(event: MouseEvent<HTMLFormElement>) {
    if (event.button !== 0 || event.target !== event.currentTarget) return
    event.preventDefault()
    inputRef.current?.focus()
  }

  return (
    <form className={composerFormClass} onSubmit={send} onMouseDown={onMouseDown}>
      <textarea
        ref={inputRef}
        rows={1}
        value={text}
        aria-label={t('composer.label')}
        aria-describedby={hintId}
        placeholder={t('composer.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        // Loading the engine as soon as someone starts writing keeps the first answer quick.
        onFocus={() => void loadIntentEngine().catch(() => undefined)}
        className={composerInputClass}
      />
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!canSend} className="shrink-0">
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  )
})
