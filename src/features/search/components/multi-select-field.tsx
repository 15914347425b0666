import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown } from 'lucide-react'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'

export interface MultiSelectOption<V extends string | number> {
  value: V
  label: string
}

interface MultiSelectFieldProps<V extends string | number> {
  label: string
  options: readonly MultiSelectOption<V>[]
  selected: readonly V[]
  onChange: (selected: V[]) => void
}

/**
 * A multi-select as a button opening a list of checkboxes (spec section 9: the menu is at most
 * 224 px high and scrolls). The button says what is chosen; each checkbox is labelled.
 */
export function MultiSelectField<V extends string | number>({ label, options, selected, onChange }: MultiSelectFieldProps<V>) {
  const { t } = useTranslation('search')
  const id = useId()
  const chosen = options.filter((o) => selected.includes(o.value))
  const summary = chosen.length === 0 ? t('form.all') : chosen.map((o) => o.label).join(', ')
  const toggle = (value: V, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value))

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Popover>
        <PopoverTrigger
          aria-labelledby={`${id}-label ${id}-value`}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-muted-foreground/70 bg-card px-3 text-left text-base',
            'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
          )}
        >
          <span id={`${id}-value`} className="truncate">
            {summary}
          </span>
          <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
        </PopoverTrigger>
        <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] p-0">
          <fieldset className="max-h-[224px] overflow-y-auto p-2">
            <legend className="sr-only">{label}</legend>
            {options.map((o) => {
              const optionId = `${id}-${o.value}`
              return (
                <div key={o.value} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-muted">
                  <Checkbox id={optionId} checked={selected.includes(o.value)} onCheckedChange={(on) => toggle(o.value, on === true)} />
                  <label htmlFor={optionId} className="flex-1 cursor-pointer text-sm">
                    {o.label}
                  </label>
                </div>
              )
            })}
          </fieldset>
        </PopoverContent>
      </Popover>
    </div>
  )
}
