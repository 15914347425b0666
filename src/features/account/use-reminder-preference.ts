import { useQuery } from '@tanstack/react-query'
import type { ReminderPreference } from '@contracts/reminder-channel'
import { messagesOf } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { onLogout } from '@/core/session'
import { fetchReminderPreference, saveReminderPreference } from './api'

/** The member's reminder preference: one read for the account's details and the chat's card, dropped at logout. */
export const REMINDER_PREFERENCE_KEY = ['reminder-preference'] as const

// A shared device: the next member reads their own.
onLogout(() => queryClient.removeQueries({ queryKey: REMINDER_PREFERENCE_KEY }))

/** The preference as read (undefined while it loads or when the read failed), and why a read failed. */
export function useReminderPreference(enabled = true): { preference: ReminderPreference | undefined; error: string | null } {
  const query = useQuery({ queryKey: REMINDER_PREFERENCE_KEY, queryFn: fetchReminderPreference, enabled }, queryClient)
  return { preference: query.data, error: query.isError ? messagesOf(query.error).join(' ') : null }
}

/** PUT /user with what changes; the query then holds the preference as the server saved it. */
export async function saveReminderChange(change: Partial<ReminderPreference>): Promise<ReminderPreference> {
  const saved = await saveReminderPreference(change)
  queryClient.setQueryData(REMINDER_PREFERENCE_KEY, saved)
  return saved
}
