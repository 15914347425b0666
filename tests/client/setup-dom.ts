import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

afterEach(() => cleanup())

// findBy* and waitFor give up after 1 s by default. A screen's first render imports its lazy chunks, which
// Vite transforms on first use: on a slow CI host running several DOM workers at once that alone can take
// longer. Waiting longer changes nothing for a test that passes and only delays one that fails.
configure({ asyncUtilTimeout: 5000 })

// jsdom or happy-dom may lack these; radix, the chat's log, the skip link and the media queries call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollTo ??= function scrollTo() {}
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia
