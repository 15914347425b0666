import { forwardRef, useId, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ComposerPrimitive, useAui } from '@assistant-ui/react'
import { SendHorizontal } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useConversationStore } from '../conversation/conversation-store'
import { loadIntentEngine } from '../conversation/engine'

function lastUserText(): string | null {
  const { messages } = useConversationStore.getState()
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return messages[i].text
  return null
}

/** The message box: Enter sends, Shift+Enter breaks the line, arrow up in an empty box recalls the last message. */
export const Composer = forwardRef<HTMLTextAreaElement>(function Composer(_props, ref) {
  const { t } = useTranslation('chat')
  const aui = useAui()
  const hintId = useId()

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'ArrowUp' || event.currentTarget.value !== '' || event.shiftKey || event.altKey || event.metaKey || event.ctrlKey) return
    const last = lastUserText()
    if (!last) return
    event.preventDefault()
    aui.composer.setText(last)
  }

  return (
    <ComposerPrimitive.Root className="flex items-end gap-2 border-t border-border bg-card p-3">
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
        className={cn(
          'min-h-10 flex-1 resize-none rounded-md border border-muted-foreground/70 bg-card px-3 py-2 text-base text-foreground',
          'placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        )}
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
