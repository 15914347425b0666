import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { vi, type Mock } from 'vitest'
import { useState, type ReactElement } from 'react'
import { useTenantStore } from '@/core/tenant'
import { resetReferenceData } from '@/lib/reference-data'
import { QueryProvider } from '@/core/query/query-provider'
import { i18n } from '@/i18n'
import type { Tenant } from '@contracts/tenant'
import { CardHostContext, type CardHost } from '../shared/card-host'
import { getCardDefinition, registerChatCards } from '../index'
import { tenantFixture } from './fixtures'
// The chat's own reading, as the thread offers it: the card tests run the real engine.
import { rereadWithTheEngine } from '@/chat/conversation/card-reread'

type HostMocks = { [K in keyof CardHost]: CardHost[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : CardHost[K] }

/** A host that keeps what the card records, like the conversation does, and lets the test read its calls. */
function HostWrapper({ host, children }: { host: HostMocks; children: ReactElement }) {
  const [state, setState] = useState(host.state)
  const value: CardHost = {
    ...host,
    state,
    setState: (patch) => {
      host.setState(patch)
      setState((s) => ({ ...s, ...patch }))
    },
  }
  return <CardHostContext.Provider value={value}>{children}</CardHostContext.Provider>
}

export interface RenderCardOptions {
  host?: Partial<CardHost>
  language?: 'fr' | 'en'
  tenant?: Partial<Tenant>
}

/** Renders a card inside the app's query cache, a router and a host, with the demo tenant loaded, in a language. */
export async function renderCard(ui: ReactElement, options: RenderCardOptions = {}) {
  registerChatCards()
  resetReferenceData()
  useTenantStore.getState().setTenant(tenantFixture(options.tenant))
  await i18n.changeLanguage(options.language ?? 'fr')
  const host: HostMocks = {
    cardId: 'card-1',
    state: {},
    setState: vi.fn(),
    send: vi.fn(),
    report: vi.fn(),
    followUp: vi.fn(),
    focusComposer: vi.fn(),
    onNavigate: vi.fn(),
    autoFocus: false,
    rereadModifyTimes: vi.fn(rereadWithTheEngine),
    ...(options.host as Partial<HostMocks>),
  }
  // A lazy chat card (login, password reset) is loaded first and shows its view once render returns,
  // as it would after the chat's warm-up; a capability's lazy card (search results) keeps its own pace.
  const chatCard = CHAT_LAZY_KINDS.has(String((ui.props as { kind?: unknown }).kind)) ? getCardDefinition(String((ui.props as { kind: string }).kind)) : undefined
  await chatCard?.preload?.()
  const utils = render(
    <QueryProvider>
      <MemoryRouter>
        <HostWrapper host={host}>{ui}</HostWrapper>
      </MemoryRouter>
    </QueryProvider>,
  )
  if (chatCard) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return { ...utils, host }
}

const CHAT_LAZY_KINDS = new Set(['login', 'password-reset'])
