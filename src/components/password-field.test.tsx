import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { i18n } from '@/i18n'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { PasswordField } from './password-field'

const Schema = z.object({ password: z.string().min(8, 'password-too-short') })

function Harness({ hint }: { hint?: string }) {
  const form = useSchemaForm(Schema, { password: '' })
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        hint={hint}
        field={form.field('password')}
        error={form.errorOf('password')}
        errorId={form.errorId('password')}
      />
      <button type="submit">Valider</button>
    </form>
  )
}

beforeEach(async () => {
  await i18n.changeLanguage('fr')
})

describe('PasswordField', () => {
  it('is a required password input named by its label alone, its hint and then its error read with it', async () => {
    render(<Harness hint="8 caractères au moins" />)
    const input = screen.getByLabelText('Mot de passe')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('autocomplete', 'new-password')
    expect(input).toHaveAccessibleDescription('8 caractères au moins')
    await userEvent.type(input, 'court')
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/^8 caractères au moins .+/)
    expect(input).toHaveFocus()
  })

  it('shows and hides what was typed, in both languages, without losing it', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Mot de passe')
    await userEvent.type(input, 'secret-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('secret-2026')
    expect(screen.getByRole('button', { name: 'Masquer' })).toHaveAttribute('aria-controls', input.id)
    await userEvent.click(screen.getByRole('button', { name: 'Masquer' }))
    expect(input).toHaveAttribute('type', 'password')
    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByRole('button', { name: 'Show' })).toBeInTheDocument()
  })

  it('does not submit the form when toggled', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }))
    expect(screen.getByLabelText('Mot de passe')).not.toHaveAttribute('aria-invalid')
  })
})
