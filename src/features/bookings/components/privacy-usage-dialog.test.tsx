import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/i18n'
import { PrivacyUsageDialog } from './privacy-usage-dialog'

beforeEach(async () => {
  await i18n.changeLanguage('fr')
})

describe('PrivacyUsageDialog', () => {
  it('has one way out named "Fermer", which gives the focus back to its link', async () => {
    const user = userEvent.setup()
    render(
      <Suspense fallback={null}>
        <PrivacyUsageDialog />
      </Suspense>,
    )
    const opener = await screen.findByRole('button', { name: 'Usage privé et géolocalisation' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Usage privé et géolocalisation' })
    const closers = screen.getAllByRole('button', { name: 'Fermer' })
    expect(closers).toHaveLength(1)
    expect(dialog).toContainElement(closers[0])
    await user.click(closers[0])
    expect(opener).toHaveFocus()
  })
})
