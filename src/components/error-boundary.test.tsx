import { render, screen, waitFor } from '@testing-library/react'
import { i18n } from '@/i18n'
import { installFakeApi, json } from '@/test-support/fake-api'
import { CrashMessage } from './crash-message'
import { ErrorBoundary } from './error-boundary'

function Boom(): never {
  throw new Error('render exploded')
}

describe('ErrorBoundary', () => {
  it('shows the generic message and reports the crash to POST /client_errors', async () => {
    await i18n.changeLanguage('en')
    const api = installFakeApi({ 'POST /client_errors': () => json(202, {}) })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary fallback={<CrashMessage />}>
        <Boom />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred, please reload the page.')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    await waitFor(() => expect(api.calls('POST', '/client_errors')).toHaveLength(1))
    const report = api.calls('POST', '/client_errors')[0]
    expect(report.body).toMatchObject({ message: 'render exploded', url: window.location.href, user_agent: navigator.userAgent })
    expect((report.body as { stack: string }).stack).toContain('render exploded')
    expect((report.body as { component_stack: string }).component_stack).toContain('Boom')
    api.uninstall()
    vi.restoreAllMocks()
  })
})
