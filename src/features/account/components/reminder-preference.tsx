import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { messagesOf } from '@/core/api'
import { REMINDER_CHANNELS, REMINDER_TIMINGS, type ReminderPreference as Preference } from '@contracts/reminder-channel'
import { saveReminderChange, useReminderPreference } from '../use-reminder-preference'

const CHANNELS = ['default', ...REMINDER_CHANNELS] as const
const TIMINGS = ['both', ...REMINDER_TIMINGS] as const

/**
 * How the member wants booking reminders: by which channel (as the operator sends them, e-mail only,
 * SMS only, none) and which of them (before the start, before the end, both); saved on choosing.
 */
export function ReminderPreference() {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const read = useReminderPreference()
  // The choice shows at once while it is saved; the read one comes back if the save fails.
  const [choosing, setChoosing] = useState<Preference | null>(null)
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved'>('idle')
  const [saveError, setSaveError] = useState<string | null>(null)
  const pref = choosing ?? read.preference ?? null
  const error = saveError ?? read.error
  const choose = async (change: Partial<Preference>) => {
    if (pref) setChoosing({ ...pref, ...change })
    setSaved('saving')
    setSaveError(null)
    try {
      await saveReminderChange(change)
      setSaved('saved')
    } catch (e) {
      setSaved('idle')
      setSaveError(messagesOf(e).join(' '))
    } finally {
      setChoosing(null)
    }
  }
  const busy = pref === null || saved === 'saving'
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('reminders.title')}
      </h2>
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1">{t('reminders.legend')}</legend>
        {CHANNELS.map((c) => (
          <label key={c} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-channel`}
              value={c}
              checked={pref !== null && (pref.channel ?? 'default') === c}
              onChange={() => void choose({ channel: c === 'default' ? null : c })}
              className="size-4"
            />
            {t(`reminders.choice.${c}`)}
          </label>
        ))}
      </fieldset>
      {/* No moment to choose for a member who wants no reminder at all. */}
      <fieldset className="flex flex-col gap-2" disabled={busy || pref?.channel === 'none'}>
        <legend className="mb-1">{t('reminders.timing-legend')}</legend>
        {TIMINGS.map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-timing`}
              value={m}
              checked={pref !== null && (pref.timing ?? 'both') === m}
              onChange={() => void choose({ timing: m === 'both' ? null : m })}
              className="size-4"
            />
            {t(`reminders.timing.${m}`)}
          </label>
        ))}
      </fieldset>
      <div role="status">{saved === 'saved' && <p>{t('reminders.saved')}</p>}</div>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}
