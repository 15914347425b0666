import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ListStatus } from './list-status'

const labels = { loading: 'Chargement des réservations', error: 'Impossible de charger la liste.', retry: 'Réessayer', empty: 'Aucune réservation.' }

describe('ListStatus', () => {
  it('announces the first load, not a reload over items already shown', () => {
    const { rerender } = render(<ListStatus status="loading" count={0} labels={labels} onRetry={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des réservations')
    rerender(<ListStatus status="loading" count={3} labels={labels} onRetry={() => {}} />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows a load error as an alert whose button retries', async () => {
    const onRetry = vi.fn()
    render(<ListStatus status="error" count={0} labels={labels} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger la liste.')
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says the list is empty once loaded, and nothing while it has items', () => {
    const { rerender } = render(<ListStatus status="ready" count={0} labels={labels} onRetry={() => {}} />)
    expect(screen.getByText('Aucune réservation.')).toBeInTheDocument()
    rerender(<ListStatus status="ready" count={2} labels={labels} onRetry={() => {}} />)
    expect(screen.queryByText('Aucune réservation.')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
