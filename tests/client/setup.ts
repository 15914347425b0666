import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { queryClient } from '@/core/query/query-client'

// One query cache for the app (src/core/query/query-client.ts): each test starts from an empty one, and a
// failure it answers on purpose is tried again at once rather than after the app's back-off.
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } })
afterEach(() => queryClient.clear())

// Files that need no DOM run in node (`// @vitest-environment node` on their first line), which spares
// them a DOM's start. The rest get the DOM helpers and stubs.
if (typeof document !== 'undefined') await import('./setup-dom')

// The chat's and cards' English words load after the first paint in the app; tests read both languages at once.
await (await import('@/i18n/chat-english')).loadChatEnglish()
