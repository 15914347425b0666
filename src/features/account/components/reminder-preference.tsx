import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { messagesOf } from '@/core/api'
import { REMINDER_CHANNELS, type ReminderChannel } from '@contracts/reminder-channel'
import { fetchReminderChannel, saveReminderChannel } from '../api'

type Choice = ReminderChannel | 'default'
const CHOICES: readonly Choice[] = ['default', ...REMINDER_CHANNELS]

/** How the member wants booking reminders: as the operator sends them, e-mail only, SMS only, or none; saved on choosing. */
export function ReminderPreference() {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const [choice, setChoice] = useState<Choice | null>(null)
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved'>('idle')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    fetchReminderChannel()
      .then((c) => setChoice(c ?? 'default'))
      .catch((e: unknown) => setError(messagesOf(e).join(' ')))
  }, [])
  const choose = async (next: Choice) => {
    const before = choice
    setChoice(next)
    setSaved('saving')
    setError(null)
    try {
      setChoice((await saveReminderChannel(next === 'default' ? null : next)) ?? 'default')
      setSaved('saved')
    } catch (e) {
      setChoice(before)
      setSaved('idle')
      setError(messagesOf(e).join(' '))
    }
  }
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('reminders.title')}
      </h2>
      <fieldset className="flex flex-col gap-2" disabled={choice === null || saved === 'saving'}>
        <legend className="mb-1">{t('reminders.legend')}</legend>
        {CHOICES.map((c) => (
          <label key={c} className="flex items-center gap-2">
            <input type="radio" name={`${id}-channel`} value={c} checked={choice === c} onChange={() => void choose(c)} className="size-4" />
            {t(`reminders.choice.${c}`)}
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
