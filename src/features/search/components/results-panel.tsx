import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { chooseCarpool } from '../booking-actions'
import { useQuery } from '@tanstack/react-query'
import type { CarpoolResult } from '@contracts/rental'
import { queryClient } from '@/core/query/query-client'
import { classicCarpoolsKey } from '../classic-carpools'
import { runCarpoolSearch, selectResult } from '../search-actions'
import { useSearchStore } from '../search-store'
import { useClassicResults } from '../use-classic-results'
import { useBooker } from '../use-booker'
import { useSearchSettings } from '../use-search-settings'
import { CarpoolOfferList } from './carpool-offer-list'
import { MemberPrompt } from './member-prompt'
import { SignupPrompt } from './signup-prompt'
import { ResultList } from './result-list'
import { SearchChipsBar } from './search-chips-bar'
import { SearchForm } from './search-form'

/** The map state's side panel: the form, then the chips, the results and the carpool offers. */
export function ResultsPanel({ formOpenByDefault }: { formOpenByDefault: boolean }) {
  const { t } = useTranslation(['search', 'booking'])
  const settings = useSearchSettings()
  const booker = useBooker()
  const searched = useSearchStore((s) => s.searched)
  const carpoolsAsked = useSearchStore((s) => s.carpoolsAsked)
  const found = useClassicResults()
  // Read only: runCarpoolSearch sends the search (classic-carpools.ts).
  const carpools = useQuery<CarpoolResult[]>({ queryKey: classicCarpoolsKey(carpoolsAsked), enabled: false }, queryClient)
  // Back from a vehicle, the driver returns to the results, not to a form opened again above them.
  const [formOpen, setFormOpen] = useState(() => formOpenByDefault && useSearchStore.getState().returnToResult === null)
  const [prompt, setPrompt] = useState(false)
  const [signup, setSignup] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const editRef = useRef<HTMLButtonElement>(null)
  const [focusEdit, setFocusEdit] = useState(false)
  const showForm = searched === null || formOpen

  // The vehicle panel that held the focus is gone: give it back to the result it came from.
  useEffect(() => {
    const id = useSearchStore.getState().returnToResult
    if (id === null) return
    panelRef.current?.querySelector<HTMLElement>(`[data-result="${id}"]`)?.focus()
    useSearchStore.setState({ returnToResult: null })
  }, [])

  // A search folds the form, and the submit button that held the focus with it: the focus moves to
  // the toggle that opens it again, so the next Tab reaches the chips and the results.
  useEffect(() => {
    if (!focusEdit) return
    editRef.current?.focus()
    setFocusEdit(false)
  }, [focusEdit])

  // The button goes when the last page is in: the focus moves to the first vehicle just added, so
  // the keyboard carries on where the list grew (once the list has drawn them).
  const [focusFrom, setFocusFrom] = useState<number | null>(null)
  const shownCount = found.results.length
  useEffect(() => {
    if (focusFrom === null || shownCount <= focusFrom) return
    panelRef.current?.querySelectorAll<HTMLElement>('button[data-result]')[focusFrom]?.focus()
    setFocusFrom(null)
  }, [focusFrom, shownCount])
  const showMore = async () => {
    const first = found.results.length
    if ((await found.loadMore()) > 0) setFocusFrom(first)
  }

  const onSearched = () => {
    setFormOpen(false)
    setFocusEdit(true)
  }

  return (
    <div ref={panelRef} className="flex flex-col gap-4">
      {searched !== null && (
        <Button ref={editRef} variant="secondary" aria-expanded={formOpen} aria-controls="search-form-region" onClick={() => setFormOpen((o) => !o)} className="justify-between">
          {t('search:form.edit')}
          <ChevronDown aria-hidden="true" className={formOpen ? 'rotate-180' : undefined} />
        </Button>
      )}
      <div id="search-form-region" hidden={!showForm}>
        <SearchForm onSearched={onSearched} />
      </div>
      {searched && <SearchChipsBar criteria={searched} />}
      <div aria-live="polite" className="text-sm">
        {found.status === 'loading' && <Spinner label={t('search:results.loading')} />}
        {found.status === 'done' && found.results.length > 0 && <p>{t('search:results.count', { count: found.total })}</p>}
        {found.status === 'done' && found.results.length === 0 && (
          <p className="rounded-lg bg-muted p-3 font-medium">{searched && searched.categories.length > 0 ? t('search:no-result-in-category') : t('search:no-result')}</p>
        )}
      </div>
      {found.status === 'done' && found.results.length > 0 && <ResultList results={found.results} onSelect={(r) => void selectResult(r)} label={t('search:results.label')} />}
      {found.status === 'done' && found.results.length < found.total && (
        <Button variant="outline" onClick={() => void showMore()} disabled={found.moreStatus === 'loading'}>
          {t('search:results.more', { shown: found.results.length, total: found.total })}
        </Button>
      )}
      {settings.useCarpooling && searched && (
        <section aria-labelledby="carpools-title" className="flex flex-col gap-2">
          <h2 id="carpools-title" className="text-base font-semibold">
            {t('booking:carpool.list-title')}
          </h2>
          {!carpools.isSuccess ? (
            <Button variant="outline" onClick={() => void runCarpoolSearch()} disabled={carpools.isFetching}>
              {t('booking:carpool.search')}
            </Button>
          ) : carpools.data.length === 0 ? (
            <p className="text-sm">{t('booking:carpool.none')}</p>
          ) : (
            <CarpoolOfferList
              carpools={carpools.data}
              label={t('booking:carpool.list-title')}
              onJoin={(c) =>
                void chooseCarpool(c, booker).then((gate) => {
                  if (gate === 'prompt-member') setPrompt(true)
                  if (gate === 'redirect-signup') setSignup(true)
                })
              }
            />
          )}
        </section>
      )}
      <MemberPrompt open={prompt} onOpenChange={setPrompt} />
      <SignupPrompt open={signup} onOpenChange={setSignup} />
    </div>
  )
}
