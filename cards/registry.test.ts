// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { preloadCards, registerCard } from './registry'

const card = (kind: string, preload?: () => Promise<unknown>) => ({ kind, schema: z.object({}), component: () => null, classicPath: () => '/', preload })

describe('preloadCards', () => {
  it('fetches the lazy views of the kinds asked, skips unknown kinds and views without a preload, and a failed fetch does not fail the rest', async () => {
    const wanted = vi.fn(() => Promise.resolve({}))
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    const other = vi.fn(() => Promise.resolve({}))
    registerCard(card('preload-wanted', wanted))
    registerCard(card('preload-failing', failing))
    registerCard(card('preload-other', other))
    registerCard(card('preload-eager'))
    await expect(preloadCards(['preload-wanted', 'preload-failing', 'preload-eager', 'preload-unknown'])).resolves.toBeUndefined()
    expect(wanted).toHaveBeenCalledOnce()
    expect(failing).toHaveBeenCalledOnce()
    expect(other).not.toHaveBeenCalled()
  })
})
