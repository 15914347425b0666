import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { saveReminderChange, useReminderPreference } from '@/features/account'
import { messagesOf } from '@/core/api'
import { REMINDER_CHANNELS, ReminderChannelSchema, ReminderTimingSchema, reminderChannelWithout, reminderTimingSaid, type ReminderPreference } from '@contracts/reminder-channel'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { useTypedAnswer } from '../shared/use-typed-answer'
import type { AccountRemindersCardProps } from './schema'
import { paths } from '@/core/paths'

/** The preference the sentence asks for, against the member's current one; null when it names nothing. */
function proposed(props: AccountRemindersCardProps, current: ReminderPreference): ReminderPreference | null {
  const timing = props.timing ?? null
  // "Ne me rappelle pas la fin": that reminder off, whatever channel the sentence names.
  if (timing !== null && props.stop) return reminderTimingSaid(current, timing, true)
  const channel = props.stop && (props.channel === 'email' || props.channel === 'sms') ? reminderChannelWithout(current.channel, props.channel) : props.channel
  if (channel === null && timing === null) return null
  const next = channel === null ? current : { ...current, channel }
  return timing === null ? next : reminderTimingSaid(next, timing, false)
}

/** What changes from one preference to the other: PUT /user carries only that. */
function changeOf(from: ReminderPreference, to: ReminderPreference): Partial<ReminderPreference> {
  return { ...(from.channel !== to.channel ? { channel: to.channel } : {}), ...(from.timing !== to.timing ? { timing: to.timing } : {}) }
}

/** The preference the card saved, as its state keeps it (a channel alone in conversations kept from before moments). */
function savedOf(state: Record<string, unknown>): ReminderPreference | null {
  if (state.saved === undefined || state.saved === null || state.saved === false) return null
  const channel = ReminderChannelSchema.safeParse(typeof state.saved === 'string' ? state.saved : state.channel).data ?? null
  return { channel, timing: ReminderTimingSchema.safeParse(state.timing).data ?? null }
}

/**
 * set_reminders: the member's reminder preference now (channel, and which reminders), the one asked
 * for, and the button that saves it (PUT /user); a sentence changes nothing by itself, a typed "oui"
 * presses the button.
 */
export function AccountRemindersCard({ props, stale }: CardViewProps<AccountRemindersCardProps>) {
  const { t } = useTranslation('account')
  const host = useCardHost()
  const saved = savedOf(host.state)
  const isSaved = saved !== null
  const read = useReminderPreference(!isSaved)
  const current = read.preference
  const [busy, setBusy] = useState(false)
  const [saveError, setError] = useState<string | null>(null)
  const error = saveError ?? read.error
  // "par e-mail seulement", and the moment when it is not both: "par e-mail seulement, avant la fin seulement".
  const name = (p: ReminderPreference) => {
    const channel = t(`reminders.choice.${p.channel ?? 'default'}`)
    return p.timing === null || p.channel === 'none' ? channel : `${channel}, ${t(`reminders.timing.${p.timing}`)}`
  }
  const next = current === undefined ? null : proposed(props, current)
  const unchanged = current !== undefined && next !== null && next.channel === current.channel && next.timing === current.timing

  const save = async (from: ReminderPreference, to: ReminderPreference) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const answer = await saveReminderChange(changeOf(from, to))
      host.setState({ saved: true, channel: answer.channel, timing: answer.timing })
      host.focusComposer()
    } catch (e) {
      setError(messagesOf(e).join(' '))
    } finally {
      setBusy(false)
    }
  }
  useTypedAnswer((yes) => {
    if (stale || saved || busy || current === undefined || next === null || unchanged) return false
    if (yes) void save(current, next)
    else host.setState({ saved: true, channel: current.channel, timing: current.timing, kept: true })
    return true
  })

  const title = t('reminders.title')
  const classic = { classicPath: paths.details, classicLabel: t('chat.open-details') }
  if (saved) {
    return (
      <CardFrame title={title} {...classic} stale={stale}>
        <p role="status">{t(host.state.kept === true ? 'reminders.chat-kept' : 'reminders.chat-saved', { choice: name(saved) })}</p>
      </CardFrame>
    )
  }
  if (stale) {
    return (
      <CardFrame title={title} {...classic} stale>
        <p>{t('reminders.chat-asked', { choice: next === null ? '…' : name(next) })}</p>
      </CardFrame>
    )
  }
  return (
    <CardFrame title={title} {...classic}>
      {current === undefined && !error ? <CardLoading /> : null}
      {current !== undefined ? <p>{t('reminders.chat-current', { choice: name(current) })}</p> : null}
      {current !== undefined && next !== null && unchanged ? <p role="status">{t('reminders.chat-unchanged')}</p> : null}
      {current !== undefined && next !== null && !unchanged ? (
        <div role="group" aria-label={title} className="flex flex-col gap-2">
          <p>{t('reminders.chat-ask', { choice: name(next) })}</p>
          <Button className="self-start" aria-disabled={busy} onClick={() => void save(current, next)}>
            {t('reminders.chat-confirm', { choice: name(next) })}
          </Button>
        </div>
      ) : null}
      {current !== undefined && next === null ? (
        <div role="group" aria-label={t('reminders.legend')} className="flex flex-wrap gap-2">
          {REMINDER_CHANNELS.filter((c) => c !== current.channel).map((c) => (
            <Button key={c} variant="secondary" size="sm" aria-disabled={busy} onClick={() => void save(current, { ...current, channel: c })}>
              {t(`reminders.choice.${c}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? <CardError message={error} /> : null}
    </CardFrame>
  )
}

export default AccountRemindersCard
