import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollText } from './scroll-text'

/** jsdom lays nothing out: the box's heights are what a browser would measure. */
function measured(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
}

afterEach(() => vi.restoreAllMocks())

describe('ScrollText', () => {
  it('is a named tab stop when its text overflows, so the keyboard can scroll it', () => {
    measured(900, 300)
    render(<ScrollText label="Conditions générales">Article premier.</ScrollText>)
    const region = screen.getByRole('region', { name: 'Conditions générales' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toHaveTextContent('Article premier.')
  })

  it('is a plain box while its text fits: no stop that does nothing', () => {
    measured(200, 300)
    render(<ScrollText label="Conditions générales">Article premier.</ScrollText>)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.getByText('Article premier.')).not.toHaveAttribute('tabindex')
  })
})
