import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Place } from '@contracts/place'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { usePlaceSuggestions } from '../use-place-suggestions'

interface PlaceAutocompleteProps {
  label: string
  /** The text of the picked place, or '' when none is picked. */
  pickedText: string
  onPick: (place: Place) => void
  /** The text changed after a pick: the picked place no longer holds (spec section 5). */
  onClear: () => void
}

/**
 * Address autocomplete as an ARIA 1.2 combobox: the address counts only once picked from the
 * suggestions (spec section 5). Arrow keys move in the list, Enter picks, Escape closes.
 */
export function PlaceAutocomplete({ label, pickedText, onPick, onClear }: PlaceAutocompleteProps) {
  const { t } = useTranslation('search')
  const id = useId()
  const [text, setText] = useState(pickedText)
  // The picked place lives in the search criteria, which a chip's removal or the chat change too:
  // the field follows them, or it would show an address the search no longer has.
  const [followed, setFollowed] = useState(pickedText)
  if (pickedText !== followed) {
    setFollowed(pickedText)
    setText(pickedText)
  }
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const picked = pickedText !== '' && text === pickedText
  const { places, loading } = usePlaceSuggestions(text, open && !picked)
  const listId = `${id}-list`
  const expanded = open && !picked && places.length > 0

  const pick = (place: Place) => {
    setText(place.formatted_address)
    setOpen(false)
    setActive(-1)
    onPick(place)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && places.length > 0) {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % places.length)
    } else if (e.key === 'ArrowUp' && places.length > 0) {
      e.preventDefault()
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1))
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault()
      pick(places[active])
    } else if (e.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Input
        id={`${id}-input`}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActive(-1)
          if (pickedText) {
            // Typing over a pick clears it: that is the driver's text, not one to follow.
            setFollowed('')
            onClear()
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {picked ? t('form.address-picked') : t('form.address-hint')}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full z-40 mt-1 max-h-[224px] w-full overflow-y-auto rounded-md border border-border bg-card shadow-lg"
      >
        {places.map((place, i) => (
          <li
            key={place.place_id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-muted underline')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
          >
            <span className="font-medium">{place.name}</span>
            <span className="block text-xs text-muted-foreground">{place.formatted_address}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" aria-live="polite">
        {open && !picked && !loading && text.trim().length >= 2 ? t('form.suggestions', { count: places.length }) : ''}
      </span>
    </div>
  )
}
