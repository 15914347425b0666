import { useTranslation } from 'react-i18next'
import type { KeyboardEvent, RefObject } from 'react'
import { SMS_CODE_LENGTH } from '@contracts/phone-input'

interface CodeInputsProps {
  code: readonly string[]
  digitRefs: RefObject<Array<HTMLInputElement | null>>
  disabled: boolean
  invalid: boolean
  describedBy?: string
  onType: (index: number, text: string) => void
  onPaste: (index: number, text: string) => void
  onErase: (index: number) => void
  onMove: (index: number) => void
}

/** Six single-digit inputs, "Chiffre 1 sur 6"…, moving on by themselves; a pasted code fills them all. */
export function CodeInputs({ code, digitRefs, disabled, invalid, describedBy, onType, onPaste, onErase, onMove }: CodeInputsProps) {
  const { t } = useTranslation('registration')
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      onErase(index)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      onMove(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      onMove(index + 1)
    }
  }
  return (
    // Six 48 px boxes and their gaps need 328 px, more than a 320 px phone leaves: they shrink to share the row.
    <div className="flex gap-2">
      {Array.from({ length: SMS_CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            digitRefs.current[index] = element
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('phone.digit', { n: index + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={code[index] ?? ''}
          disabled={disabled}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => onType(index, e.target.value)}
          onPaste={(e) => {
            e.preventDefault()
            onPaste(index, e.clipboardData.getData('text'))
          }}
          onKeyDown={onKeyDown(index)}
          className="h-12 w-12 min-w-0 rounded-md border border-muted-foreground/70 bg-card text-center text-xl font-semibold text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive disabled:opacity-60"
        />
      ))}
    </div>
  )
}
