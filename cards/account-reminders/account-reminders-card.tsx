import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { fetchReminderChannel, saveReminderChannel } from '@/features/account'
import { messagesOf } from '@/core/api'
import { REMINDER_CHANNELS, reminderChannelWithout, type ReminderChannel } from '@contracts/reminder-channel'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { useTypedAnswer } from '../shared/use-typed-answer'
import type { AccountRemindersCardProps } from './schema'
import { paths } from '@/core/paths'

type Current = ReminderChannel | null

/** The choice the sentence asks for, against the member's current one; null when it names none. */
function proposed(props: AccountRemindersCardProps, current: Current): ReminderChannel | null {
  if (props.stop && (props.channel === 'email' || props.channel === 'sms')) return reminderChannelWithout(current, props.channel)
  return props.channel
}

/**
 * set_reminders: the member's reminder channel now, the one asked for, and the button that saves it
 * (PUT /user); a sentence changes nothing by itself, a typed "oui" presses the button.
 */
export function AccountRemindersCard({ props, stale }: CardViewProps<AccountRemindersCardProps>) {
  const { t } = useTranslation('account')
  const host = useCardHost()
  const saved = typeof host.state.saved === 'string' ? (host.state.saved as ReminderChannel | 'default') : null
  const [current, setCurrent] = useState<Current | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (saved) return
    fetchReminderChannel()
      .then(setCurrent)
      .catch((e: unknown) => setError(messagesOf(e).join(' ')))
  }, [saved])
  const name = (c: Current) => t(`reminders.choice.${c ?? 'default'}`)
  const next = current === undefined ? null : proposed(props, current)
  const unchanged = current !== undefined && next !== null && next === current

  const save = async (choice: ReminderChannel) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const answer = await saveReminderChannel(choice)
      host.setState({ saved: answer ?? 'default' })
      host.focusComposer()
    } catch (e) {
      setError(messagesOf(e).join(' '))
    } finally {
      setBusy(false)
    }
  }
  useTypedAnswer((yes) => {
    if (stale || saved || busy || next === null || unchanged) return false
    if (yes) void save(next)
    else host.setState({ saved: current ?? 'default', kept: true })
    return true
  })

  const title = t('reminders.title')
  const classic = { classicPath: paths.details, classicLabel: t('chat.open-details') }
  if (saved) {
    return (
      <CardFrame title={title} {...classic} stale={stale}>
        <p role="status">{t(host.state.kept === true ? 'reminders.chat-kept' : 'reminders.chat-saved', { choice: t(`reminders.choice.${saved}`) })}</p>
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
          <Button className="self-start" aria-disabled={busy} onClick={() => void save(next)}>
            {t('reminders.chat-confirm', { choice: name(next) })}
          </Button>
        </div>
      ) : null}
      {current !== undefined && next === null ? (
        <div role="group" aria-label={t('reminders.legend')} className="flex flex-wrap gap-2">
          {REMINDER_CHANNELS.filter((c) => c !== current).map((c) => (
            <Button key={c} variant="secondary" size="sm" aria-disabled={busy} onClick={() => void save(c)}>
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
