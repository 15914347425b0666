import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useTenantStore } from '@/core/tenant'
import { formatDateInWords } from '../../format'
import type { TripCommand } from '../use-trip-commands'
import { useTripPanel, type TripIntent } from '../use-trip-panel'
import '../i18n'
import { CommandOutcomeView } from './command-outcome'
import { TripHeading, TripHeadingLevel } from './heading'
import { ExtensionPanel } from './extension-panel'
import { TripSummaryView } from './trip-summary'
import { WalkAround } from './walk-around'
import { paths } from '@/core/paths'

interface TripPanelProps {
  rentalId: number
  /** What a sentence asked: its button comes first, or its part opens (the extension, a report). */
  intent?: TripIntent | null
  /** The screen's heading level for the panel's parts; the card sits under its own title. */
  compact?: boolean
}

/**
 * The trip of one rental, for its screen and the chat's trip card alike: where it stands, the
 * vehicle, its actions (start, unlock, lock, extend, report a problem, end), the part open below
 * them, and the outcome of the last command. Behaviour is useTripPanel's; this only renders it.
 */
export function TripPanel({ rentalId, intent = null, compact = false }: TripPanelProps) {
  const { t, i18n } = useTranslation('trip')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const panel = useTripPanel(rentalId, intent)
  const actionsId = useId()
  const { trip, phase, actions, commands } = panel
  const when = (iso: string) => formatDateInWords(Date.parse(iso), timeZone, lang)

  if (!trip || !phase || !actions) {
    return (
      <div className="flex flex-col gap-2">
        <p role="status">{panel.status === 'error' ? t('load-failed') : t('loading')}</p>
        {panel.status === 'error' && (
          <Button variant="secondary" className="self-start" onClick={panel.reload}>
            {t('retry')}
          </Button>
        )}
      </div>
    )
  }

  const late = phase === 'in-progress' && trip.late
  const phaseText =
    phase === 'before-window'
      ? t('phase.before-window', { date: when(trip.start_window.opens_at) })
      : phase === 'in-progress'
        ? t(late ? 'phase.late' : 'phase.in-progress', { date: when(trip.rental.reservation_end_time) })
        : t(`phase.${phase}`)
  const asked = intent?.action
  const primary = (command: TripCommand | 'extend' | 'report') => (asked === command ? 'default' : 'secondary')
  const summary = commands.summary ?? trip.summary
  const busy = commands.busy

  return (
    <TripHeadingLevel.Provider value={compact ? 4 : 2}>
      <div className="flex flex-col gap-3">
        <p className={late ? 'font-semibold text-destructive' : 'font-medium'}>{phaseText}</p>
        {trip.return_station && <p className="text-sm">{t('return-at', { station: [trip.return_station.name, trip.return_station.address].filter(Boolean).join(', ') })}</p>}
        {trip.vehicle_status && phase === 'in-progress' && (
          <p className="text-sm">
            {t(trip.vehicle_status.locked ? 'vehicle-status.locked' : 'vehicle-status.unlocked')}
            {trip.vehicle_status.energy_percent !== null && ` · ${t('vehicle-status.energy', { percent: Math.round(trip.vehicle_status.energy_percent) })}`}
          </p>
        )}

        {(actions.start || actions.unlock || actions.end || actions.report) && (
          <div role="group" aria-labelledby={actionsId} className="flex flex-col gap-2">
            <TripHeading id={actionsId} className="sr-only">
              {t('actions.label')}
            </TripHeading>
            <div className="flex flex-wrap gap-2">
              {actions.start && (
                <Button variant={asked === 'start' || asked === undefined ? 'default' : 'secondary'} disabled={busy} onClick={() => void panel.act('start')}>
                  {t('actions.start')}
                </Button>
              )}
              {actions.unlock && (
                <Button variant={primary('unlock')} disabled={busy} onClick={() => void panel.act('unlock')}>
                  {t('actions.unlock')}
                </Button>
              )}
              {actions.lock && (
                <Button variant={primary('lock')} disabled={busy} onClick={() => void panel.act('lock')}>
                  {t('actions.lock')}
                </Button>
              )}
              {actions.extend && (
                <Button variant={primary('extend')} aria-expanded={panel.part?.kind === 'extend'} onClick={() => panel.open({ kind: 'extend', end: null })}>
                  {t('actions.extend')}
                </Button>
              )}
              {actions.report && (
                <Button
                  variant={primary('report')}
                  aria-expanded={panel.part?.kind === 'walk' && panel.part.moment === 'during'}
                  onClick={() => panel.open({ kind: 'walk', moment: 'during', side: null })}
                >
                  {t('actions.report')}
                </Button>
              )}
              {actions.end && (
                <Button variant={primary('end')} disabled={busy} onClick={() => void panel.act('end')}>
                  {t('actions.end')}
                </Button>
              )}
            </div>
            {busy && <p role="status">{t('actions.busy')}</p>}
          </div>
        )}

        <CommandOutcomeView outcome={commands.outcome} fallbackHelp={{ accessText: trip.access_instructions, phone: trip.operator_phone }} />

        {panel.remind.offered && phase === 'in-progress' && (
          <Button variant="secondary" className="self-start" onClick={panel.remind.remind}>
            {t('remind.offer')}
          </Button>
        )}
        {panel.remind.at !== null && !panel.remind.due && <p className="text-sm">{t('remind.set', { time: when(new Date(panel.remind.at).toISOString()) })}</p>}
        {panel.remind.due && (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-border p-3">
            <p>{t('remind.due')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => {
                  panel.remind.dismiss()
                  panel.open({ kind: 'walk', moment: 'during', side: null })
                }}
              >
                {t('remind.report')}
              </Button>
              <Button variant="secondary" onClick={panel.remind.dismiss}>
                {t('remind.dismiss')}
              </Button>
            </div>
          </div>
        )}

        {panel.part?.kind === 'walk' && (
          <WalkAround
            key={`${panel.part.moment}-${panel.part.side ?? ''}`}
            rentalId={rentalId}
            moment={panel.part.moment}
            side={panel.part.side}
            reports={panel.reports}
            onDone={(moment) => void panel.walked(moment)}
            onClose={panel.close}
          />
        )}
        {panel.part?.kind === 'extend' && actions.extend && (
          <ExtensionPanel rentalId={rentalId} currentEnd={trip.rental.reservation_end_time} askedEnd={panel.part.end} onClose={panel.close} />
        )}
        {panel.part?.kind === 'end' && actions.end && (
          <section className="flex flex-col gap-2" aria-label={t('end.title')}>
            <p>{t('end.check')}</p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void panel.confirmEnd()}>
                {t('end.confirm')}
              </Button>
              <Button variant="ghost" onClick={panel.close}>
                {t('walk.close')}
              </Button>
            </div>
          </section>
        )}
        {summary && <TripSummaryView summary={summary} />}
        {phase === 'in-progress' && !compact && (
          <Link to={paths.helpContact} className="self-start text-sm text-primary underline">
            {t('help.no-phone')}
          </Link>
        )}
      </div>
    </TripHeadingLevel.Provider>
  )
}
