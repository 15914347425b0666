import { useTranslation } from 'react-i18next'
import { Pencil, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useRegisteredSearchStateSource, type SearchStateSource } from '../search-state/chip-model'
import { dialogSearchStateSource } from '../search-state/dialog-chips'
import { useComposerControl } from './composer-control'

function Chips({ source }: { source: SearchStateSource }) {
  const { t } = useTranslation('chat')
  const composer = useComposerControl()
  const chips = source.useChips()
  if (chips.length === 0) return null
  return (
    <section aria-label={t('search-state.label')} className="border-b border-border bg-muted/40 px-3 py-2">
      <h3 className="sr-only">{t('search-state.label')}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          // The buttons keep their 32 px (shrink-0): a long value, such as a period, would squeeze them under 24 px on a phone.
          <li key={chip.id} className="flex items-center rounded-full border border-border bg-card text-sm">
            <span className="py-1 pr-1 pl-3">
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
