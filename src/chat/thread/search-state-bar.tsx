import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown, Pencil, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useRegisteredSearchStateSource, type SearchStateSource } from '../search-state/chip-model'
import { dialogSearchStateSource } from '../search-state/dialog-chips'
import { useComposerControl } from './composer-control'

/**
 * One line above the log, whatever the search: its count, which unfolds the chips onto several
 * lines, and the chips in one row that scrolls sideways. On a small screen or at 200% zoom the log
 * keeps its room (WCAG 1.4.10); the chips' buttons stay Tab stops, the row scrolling to each.
 */
function Chips({ source }: { source: SearchStateSource }) {
  const { t } = useTranslation('chat')
  const composer = useComposerControl()
  const chips = source.useChips()
  const [open, setOpen] = useState(false)
  const listId = useId()
  if (chips.length === 0) return null
  return (
    <section aria-label={t('search-state.label')} className="flex items-start gap-2 border-b border-border bg-muted/40 px-3 py-1">
      <h3 className="sr-only">{t('search-state.label')}</h3>
      <Button variant="ghost" size="sm" className="h-8 shrink-0 px-2" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('search-state.summary', { count: chips.length })}
        <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
      </Button>
      <ul id={listId} className={open ? 'flex min-w-0 flex-wrap gap-2' : 'flex min-w-0 gap-2 overflow-x-auto'}>
        {chips.map((chip) => (
          // The buttons keep their 32 px (shrink-0): a long value, such as a period, would squeeze them under 24 px on a phone.
          <li key={chip.id} className="flex shrink-0 items-center rounded-full border border-border bg-card text-sm">
            <span className={open ? 'py-1 pr-1 pl-3' : 'py-1 pr-1 pl-3 whitespace-nowrap'}>
              <span className="sr-only">{t('search-state.chip-label', { label: chip.label })}</span>
              {chip.value}
            </span>
            {chip.editPrompt !== null ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 rounded-full"
                aria-label={t('search-state.edit', { label: chip.label })}
                onClick={() => composer.prefill(chip.editPrompt ?? '')}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
            {chip.removable ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 rounded-full"
                aria-label={t('search-state.remove', { label: chip.label })}
                onClick={() => {
                  source.remove(chip)
                  composer.focus()
                }}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The current search as chips, each editable or removable; hidden when there is no search. */
export function SearchStateBar() {
  const registered = useRegisteredSearchStateSource()
  // Keyed by source: each source's hook runs in its own component instance.
  const source = registered ?? dialogSearchStateSource
  return <Chips key={registered ? 'registered' : 'dialog'} source={source} />
}
