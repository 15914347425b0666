import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { cardProviderQuery } from '@/lib/card-provider'
import { loadStatus } from '@/lib/load-status'
import { addOfflineCard } from './actions'
import { EMPTY_CARD_ENTRY, groupCardNumber, maskExpiry, type CardEntryValues } from '@contracts/card-entry'
import { validateCardEntry, type CardEntryErrors } from './card-entry'

/** Which provider takes the card: Stripe Elements with the tenant's public key, or the offline form. */
export function useCardProvider() {
  const query = useQuery(cardProviderQuery, queryClient)
  return { status: loadStatus(query), provider: query.data ?? null }
}

/** The offline provider's form: number, expiry, CVC and billing name, checked before the provider answers. */
export function useOfflineCardForm(formId: string) {
  const [values, setValues] = useState<CardEntryValues>(EMPTY_CARD_ENTRY)
  const [touched, setTouched] = useState<Partial<Record<keyof CardEntryValues, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [serverErrors, setServerErrors] = useState<CardEntryErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const errors = validateCardEntry(values, new Date())
  const inputId = (name: keyof CardEntryValues) => `${formId}-${name}`
  const errorOf = (name: keyof CardEntryValues) => serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined)

  const setValue = (name: keyof CardEntryValues, raw: string) => {
    const value = name === 'number' ? groupCardNumber(raw) : name === 'expiry' ? maskExpiry(raw) : name === 'cvc' ? raw.replace(/\D/g, '').slice(0, 4) : raw
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const order: Array<keyof CardEntryValues> = ['number', 'expiry', 'cvc', 'billingName']
    const first = order.find((name) => errors[name])
    if (first) {
      document.getElementById(inputId(first))?.focus()
      return
    }
    setSubmitting(true)
    setFailure(null)
    const result = await addOfflineCard(values)
    setSubmitting(false)
    if (result.ok) return
    setServerErrors(result.fields)
    const firstServer = order.find((name) => result.fields[name])
    if (firstServer) document.getElementById(inputId(firstServer))?.focus()
    else setFailure(result.message)
  }

  return { values, setValue, touch: (name: keyof CardEntryValues) => setTouched((t) => ({ ...t, [name]: true })), errorOf, inputId, submit, submitting, failure }
}
