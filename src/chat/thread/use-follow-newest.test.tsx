import { describe, expect, it } from 'vitest'
import { useRef } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { useFollowNewest } from './use-follow-newest'

const LINE_PX = 100
const VIEW_PX = 300

/** A log of `lines` messages, each LINE_PX tall, in a box VIEW_PX tall (jsdom has no layout). */
function Log({ lines, extra = false, mine = false }: { lines: string[]; extra?: boolean; mine?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const { unseen, showNewest } = useFollowNewest(ref, lines.join(' '), mine)
  return (
    <>
      {unseen ? <button onClick={showNewest}>new messages</button> : null}
      <div role="log" ref={ref}>
        {lines.map((line) => (
          <p key={line} tabIndex={-1}>
            {line}
          </p>
        ))}
        {extra ? <p>…</p> : null}
      </div>
    </>
  )
}

/** Gives the log a scroll box: its height follows its children; a scroll is clamped and fires a scroll event, as in a browser. */
function withScrollBox(log: HTMLElement) {
  let top = 0
  const height = () => log.children.length * LINE_PX
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: height })
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => VIEW_PX })
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      const next = Math.max(0, Math.min(value, height() - VIEW_PX))
      if (next === top) return
      top = next
      log.dispatchEvent(new Event('scroll'))
    },
  })
}

function renderLog(lines: string[]) {
  // Empty first, so that the scroll box is there when the messages arrive.
  const utils = render(<Log lines={[]} />)
  withScrollBox(screen.getByRole('log'))
  utils.rerender(<Log lines={lines} />)
  return utils
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `message ${i + 1}`)

describe('the log follows the newest message', () => {
  it('shows the newest message when one arrives', () => {
    const { rerender } = renderLog(lines(5))
    const log = screen.getByRole('log')
    expect(log.scrollTop).toBe(5 * LINE_PX - VIEW_PX)
    rerender(<Log lines={lines(8)} />)
    expect(log.scrollTop).toBe(8 * LINE_PX - VIEW_PX)
  })

  it('stays at the bottom while what is shown grows, unless the reader scrolled up; back at the bottom it follows again', async () => {
    const { rerender } = renderLog(lines(5))
    const log = screen.getByRole('log')
    rerender(<Log lines={lines(5)} extra />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log.scrollTop).toBe(6 * LINE_PX - VIEW_PX)

    rerender(<Log lines={lines(5)} />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    log.scrollTop = 0
    rerender(<Log lines={lines(5)} extra />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log.scrollTop).toBe(0)

    log.scrollTop = log.scrollHeight
    rerender(<Log lines={lines(5)} />)
    rerender(<Log lines={lines(5)} extra />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log.scrollTop).toBe(6 * LINE_PX - VIEW_PX)
  })

  it('leaves a focused message in view: what grows below does not scroll it away', async () => {
    const { rerender } = renderLog(lines(5))
    const log = screen.getByRole('log')
    log.scrollTop = 0
    screen.getByText('message 1').focus()
    log.scrollTop = log.scrollHeight
    const top = log.scrollTop
    rerender(<Log lines={lines(5)} extra />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log.scrollTop).toBe(top)
  })

  it('leaves a reader up the log where they are when an answer arrives, and offers to go down to it; their own message brings it down', async () => {
    const { rerender } = renderLog(lines(5))
    const log = screen.getByRole('log')
    log.scrollTop = 0
    rerender(<Log lines={lines(6)} />)
    expect(log.scrollTop).toBe(0)
    screen.getByRole('button', { name: 'new messages' }).click()
    expect(log.scrollTop).toBe(6 * LINE_PX - VIEW_PX)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'new messages' })).not.toBeInTheDocument())

    log.scrollTop = 0
    rerender(<Log lines={lines(7)} mine />)
    expect(log.scrollTop).toBe(7 * LINE_PX - VIEW_PX)
    expect(screen.queryByRole('button', { name: 'new messages' })).not.toBeInTheDocument()
  })
})
