import { forwardRef, useId, useLayoutEffect, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ComposerPrimitive, useAui } from '@assistant-ui/react'
import { SendHorizontal } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { loadIntentEngine } from '../conversation/engine'
import { composerFormClass, composerInputClass } from './composer-styles'
import { useDraftStore } from './draft'
import { isRecallKey, lastUserText } from './recall'

/** assistant-ui's message box: Enter sends, Shift+Enter breaks the line, arrow up in an empty box recalls the last message. */
export const Composer = forwardRef<HTMLTextAreaElement>(function Composer(_props, ref) {
  const { t } = useTranslation('chat')
  const aui = useAui()
  const hintId = useId()

  // Takes over what was typed in the first-paint box, and its focus, in the commit that swaps the
  // boxes: a key pressed right then lands in this box, not on the page.
  useLayoutEffect(() => {
    const draft = useDraftStore.getState()
    if (draft.text) aui.composer.setText(draft.text)
    if (draft.focused && ref && typeof ref === 'object') ref.current?.focus()
    useDraftStore.setState({ text: '', focused: false })
  }, [aui, ref])

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isRecallKey(event, event.currentTarget.value)) return
    const last = lastUserText()
    if (!last) return
    event.preventDefault()
    aui.composer.setText(last)
  }

  return (
    <ComposerPrimitive.Root className={composerFormClass}>
      <ComposerPrimitive.Input
        ref={ref}
        rows={1}
        maxRows={6}
        submitMode="enter"
        aria-label={t('composer.label')}
        aria-describedby={hintId}
        placeholder={t('composer.placeholder')}
        onKeyDown={onKeyDown}
        // Loading the engine as soon as someone starts writing keeps the first answer quick.
        onFocus={() => void loadIntentEngine().catch(() => undefined)}
        className={composerInputClass}
      />
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      <ComposerPrimitive.Send aria-label={t('composer.send')} className={cn(buttonVariants({ size: 'icon' }), 'shrink-0')}>
        <SendHorizontal aria-hidden="true" />
      </ComposerPrimitive.Send>
    </ComposerPrimitive.Root>
  )
})
