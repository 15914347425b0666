import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Alert } from '@contracts/alert'
import type { Language } from '@contracts/common'
import { formatDateInWords } from '@contracts/format'
import type { Category, Station } from '@contracts/reference'
import { Button } from '@/components/ui/button'

interface AlertsListProps {
  alerts: readonly Alert[]
  stations: readonly Station[]
  categories: readonly Category[]
  lang: Language
  timeZone: string
  onDelete: (id: number) => Promise<boolean>
  /** The heading level of each alert's title: 2 on the account screen, 3 inside a card. */
  headingLevel?: 2 | 3
}

/** Where the alert looks: its station's name, or the point and radius of an address search. */
function placeOf(a: Alert, stations: readonly Station[], t: (k: string, o?: Record<string, unknown>) => string): string {
  if (a.start_station_id !== null) return stations.find((s) => s.id === a.start_station_id)?.name ?? t('alerts.station-unknown')
  return t('alerts.around', { km: a.radius ?? 0 })
}

/**
 * The member's alerts, each with where, when, which categories, the vehicle held for it if any,
 * and a delete button naming the alert. After a delete the focus goes to the next alert's button,
 * or to the list's status line when none is left, so a keyboard user never lands on nothing.
 */
export function AlertsList({ alerts, stations, categories, lang, timeZone, onDelete, headingLevel = 2 }: AlertsListProps) {
  const { t } = useTranslation('account')
  const [busy, setBusy] = useState<number | null>(null)
  const [said, setSaid] = useState<{ kind: 'deleted' | 'failed'; text: string } | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  // Where the focus goes once the list has re-rendered with its buttons enabled again.
  const [focusTarget, setFocusTarget] = useState<number | 'status' | null>(null)
  useEffect(() => {
    if (focusTarget === null) return
    ;(focusTarget === 'status' ? status.current : buttons.current.get(focusTarget))?.focus()
    setFocusTarget(null)
  }, [focusTarget])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const when = (iso: string) => formatDateInWords(Date.parse(iso), timeZone, lang)
  const titleOf = (a: Alert) => t('alerts.item-title', { place: placeOf(a, stations, t), start: when(a.start_time) })

  const remove = async (a: Alert, index: number) => {
    setBusy(a.id)
    const ok = await onDelete(a.id)
    setBusy(null)
    setSaid(ok ? { kind: 'deleted', text: t('alerts.deleted', { title: titleOf(a) }) } : { kind: 'failed', text: t('alerts.delete-failed') })
    if (!ok) return
    const next = alerts[index + 1] ?? alerts[index - 1]
    setFocusTarget(next ? next.id : 'status')
  }

  return (
    <div className="flex flex-col gap-4">
      <p ref={status} tabIndex={-1} role={said?.kind === 'failed' ? 'alert' : 'status'} className="text-sm text-muted-foreground outline-none">
        {said?.text ?? ''}
      </p>
      {alerts.length === 0 ? (
        <p>{t('alerts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('alerts.list-label')}>
          {alerts.map((a, i) => {
            const names = a.category_ids.map((id) => categories.find((c) => c.id === id)?.name).filter((n): n is string => Boolean(n))
            return (
              <li key={a.id} className="rounded-md border border-border p-4">
                <Heading className="font-medium">{titleOf(a)}</Heading>
                <p className="text-sm">{t('alerts.period', { start: when(a.start_time), end: when(a.end_time) })}</p>
                <p className="text-sm text-muted-foreground">{names.length > 0 ? t('alerts.categories', { names: names.join(', ') }) : t('alerts.any-category')}</p>
                {a.offer && <p className="mt-2 text-sm font-medium text-primary">{t('alerts.offer', { until: when(a.offer.expires_at) })}</p>}
                <Button
                  ref={(el) => void (el ? buttons.current.set(a.id, el) : buttons.current.delete(a.id))}
                  size="sm"
                  variant="ghost"
                  className="mt-2"
                  disabled={busy !== null}
                  aria-label={t('alerts.delete-named', { title: titleOf(a) })}
                  onClick={() => void remove(a, i)}
                >
                  {t('alerts.delete')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
