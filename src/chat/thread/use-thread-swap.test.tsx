import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useThreadSwap } from './use-thread-swap'

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

function Probe({ load }: { load: () => Promise<unknown> }) {
  const { swapped, activity } = useThreadSwap(false, load)
  if (swapped) return <p>swapped</p>
  return (
    <div>
      <div role="log" {...activity}>
        <label>
          E-mail <input />
        </label>
        <button type="button">OK</button>
      </div>
      <button type="button">Outside</button>
    </div>
  )
}

async function loaded(module: ReturnType<typeof deferred>) {
  await act(async () => {
    module.resolve()
    await module.promise
  })
}

describe('swap to assistant-ui', () => {
  it('happens once loaded when nobody is using a card', async () => {
    const module = deferred()
    render(<Probe load={() => module.promise} />)
    expect(screen.queryByText('swapped')).toBeNull()
    await loaded(module)
    expect(screen.getByText('swapped')).toBeInTheDocument()
  })

  it('never happens once something was typed in a card: nothing typed is lost', async () => {
    const module = deferred()
    render(<Probe load={() => module.promise} />)
    await userEvent.type(screen.getByLabelText('E-mail'), 'camille@demo.test')
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }))
    await loaded(module)
    await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(screen.queryByText('swapped')).toBeNull()
    expect(screen.getByLabelText('E-mail')).toHaveValue('camille@demo.test')
  })

  it('never happens once a card was used, even without typing: a call under way keeps its card', async () => {
    const module = deferred()
    render(<Probe load={() => module.promise} />)
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }))
    await loaded(module)
    expect(screen.queryByText('swapped')).toBeNull()
  })

  it('still happens when only the message box was used', async () => {
    const module = deferred()
    render(<Probe load={() => module.promise} />)
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }))
    await loaded(module)
    expect(screen.getByText('swapped')).toBeInTheDocument()
  })

  it('does not render the thread again while a card is used: a render in the capture phase would write the field back and drop the key', async () => {
    const module = deferred()
    let threadRenders = 0
    function ControlledField() {
      const [value, setValue] = useState('')
      return (
        <label>
          E-mail <input value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
      )
    }
    function Thread() {
      const { swapped, activity } = useThreadSwap(false, () => module.promise)
      threadRenders++
      return swapped ? <p>swapped</p> : <div role="log" {...activity}><ControlledField /></div>
    }
    render(<Thread />)
    const before = threadRenders
    await userEvent.type(screen.getByLabelText('E-mail'), 'driver@demo.test')
    expect(threadRenders).toBe(before)
    expect(screen.getByLabelText('E-mail')).toHaveValue('driver@demo.test')
    await loaded(module)
    expect(screen.queryByText('swapped')).toBeNull()
  })
})
