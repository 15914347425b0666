import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { StepperItem } from '../signup-steps'

/** The tenant's steps as an ordered list; the current one has aria-current="step", earlier ones are marked done. */
export function SignupStepper({ items }: { items: readonly StepperItem[] }) {
  const { t } = useTranslation('registration')
  return (
    <nav aria-label={t('steps-label')}>
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {items.map((item, index) => (
          <li key={item.step} aria-current={item.state === 'current' ? 'step' : undefined} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                item.state === 'completed' && 'border-primary bg-primary text-primary-foreground',
                item.state === 'current' && 'border-primary text-primary',
                item.state === 'upcoming' && 'border-muted-foreground text-muted-foreground',
              )}
            >
              {item.state === 'completed' ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span className={cn(item.state === 'current' ? 'font-semibold' : item.state === 'upcoming' && 'text-muted-foreground')}>
              {t(`steps.${item.step}`)}
              {item.state === 'completed' ? <span className="sr-only"> ({t('step-done')})</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
