import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { TripHelpView } from '@/components/trip-help-view'
import { useTenantStore } from '@/core/tenant'
import type { TripRefusal } from '@contracts/trip'
import { formatDateInWords } from '../../format'
import type { CommandOutcome } from '../use-trip-commands'
import { TripHeadingLevel } from './heading'

const VEHICLE_FAILURES = new Set(['vehicle_unreachable', 'vehicle_refused', 'vehicle_timeout'])

function refusalText(refusal: TripRefusal, t: (key: string, vars?: Record<string, unknown>) => string, when: (iso: string) => string): string {
  const station = refusal.station ? [refusal.station.name, refusal.station.address].filter(Boolean).join(', ') : ''
  return t(`refusal.${refusal.reason}`, {
    date: refusal.window ? when(refusal.window.opens_at) : refusal.latest_end ? when(refusal.latest_end) : '',
    sides: (refusal.missing_sides ?? []).map((s) => t(`side.${s}`)).join(', '),
    distance: Math.round(refusal.distance_m ?? 0),
    radius: Math.round(refusal.return_radius_m ?? 0),
    station,
  })
}

/**
 * What the last command did, said plainly in a live region: done, refused with its reason, or no
 * answer. A vehicle that does not answer comes with what opens it without the app.
 */
export function CommandOutcomeView({ outcome, fallbackHelp }: { outcome: CommandOutcome | null; fallbackHelp: { accessText: string | null; phone: string | null } }) {
  const { t, i18n } = useTranslation('trip')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const tenant = useTenantStore((s) => s.tenant)
  const when = (iso: string) => formatDateInWords(Date.parse(iso), tenant?.timezone ?? 'UTC', lang)
  const level = useContext(TripHeadingLevel) as 2 | 4
  const refusal = outcome?.kind === 'refused' ? outcome.refusal : null
  const vehicleFailed = refusal !== null && VEHICLE_FAILURES.has(refusal.reason)
  let text = ''
  if (outcome?.kind === 'done') text = t(`command.done.${outcome.command}`)
  else if (outcome?.kind === 'failed') text = t('command.failed')
  else if (outcome?.kind === 'refused') text = refusal ? refusalText(refusal, t, when) : t('command.refused', { message: outcome.message })
  const failed = outcome !== null && outcome.kind !== 'done'
  return (
    <div className="flex flex-col gap-2">
      {/* A status region always present, so what a command did is announced; a failure is an alert. */}
      <p role="status" className="font-medium">
        {failed ? '' : text}
      </p>
      {failed && (
        <p role="alert" className="font-medium text-destructive">
          {text}
        </p>
      )}
      {(vehicleFailed || outcome?.kind === 'failed') && (
        <TripHelpView
          level={level}
          accessText={refusal?.access_instructions ?? fallbackHelp.accessText}
          phone={refusal?.operator_phone ?? fallbackHelp.phone}
          station={null}
          country={tenant?.iso3166 ?? 'CA'}
          words={{ title: t('help.title'), access: t('help.access'), station: t('help.station'), call: (phone) => t('help.call', { phone }), noPhone: t('help.no-phone') }}
        />
      )}
    </div>
  )
}
