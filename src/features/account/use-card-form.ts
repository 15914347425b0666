import { useState, type FormEvent } from 'react'
import { i18n } from '@/i18n'
import { addOfflineCard } from './actions'
import { EMPTY_CARD_ENTRY, groupCardNumber, maskExpiry, type CardEntryValues } from '@contracts/card-entry'
import { checkCardForm, type CardFormErrors } from './card-form'

const ORDER: Array<keyof CardEntryValues> = ['number', 'expiry', 'cvc', 'billingName']

/** The offline provider's card form: checked in the browser, then the provider decides (declined cards). */
export function useCardForm(formId: string, onAdded?: () => void) {
  const [values, setValues] = useState<CardEntryValues>(EMPTY_CARD_ENTRY)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<CardFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errors = checkCardForm(values, new Date())
  const inputId = (name: keyof CardEntryValues) => `${formId}-${name}`
  const errorOf = (name: keyof CardEntryValues): string | undefined => {
    const key = submitted ? errors[name] : undefined
    return serverErrors[name] ?? (key ? i18n.t(key) : undefined)
  }

  const setValue = (name: keyof CardEntryValues, raw: string) => {
    const value = name === 'number' ? groupCardNumber(raw) : name === 'expiry' ? maskExpiry(raw) : name === 'cvc' ? raw.replace(/\D/g, '').slice(0, 4) : raw
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const first = ORDER.find((n) => errors[n])
    if (first) {
      document.getElementById(inputId(first))?.focus()
      return
    }
    setBusy(true)
    setFailure(null)
    const result = await addOfflineCard(values)
    setBusy(false)
    if (result.ok) {
      setValues(EMPTY_CARD_ENTRY)
      setSubmitted(false)
      onAdded?.()
      return
    }
    setServerErrors(result.fields)
    setFailure(result.message)
    const firstServer = ORDER.find((n) => result.fields[n])
    if (firstServer) document.getElementById(inputId(firstServer))?.focus()
  }

  return { values, setValue, errorOf, inputId, submit, busy, failure }
}
