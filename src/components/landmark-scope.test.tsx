import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChatCardLandmarks, useLandmarkProps } from './landmark-scope'

function Details() {
  const landmark = useLandmarkProps()
  return (
    <section {...landmark.section({ 'aria-labelledby': 'details-title' })}>
      <h2 id="details-title">My details</h2>
      <form {...landmark.form({ 'aria-label': 'Phone number' })}>
        <input aria-label="Number" />
      </form>
    </section>
  )
}

describe('useLandmarkProps', () => {
  it('makes a named section and form landmarks on a screen', () => {
    render(<Details />)
    expect(screen.getByRole('region', { name: 'My details' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Phone number' })).toBeInTheDocument()
  })

  it('keeps a chat card free of landmarks that would repeat the screen beside it', () => {
    render(
      <ChatCardLandmarks>
        <Details />
      </ChatCardLandmarks>,
    )
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('group', { name: 'My details' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Number' })).toBeInTheDocument()
  })
})
