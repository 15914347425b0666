import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomContent, CustomContentType } from '@contracts/reference'
import type { Language } from '@contracts/common'
import { IDLE_CONTENTS, IDLE_TERMS, contentKey, loadCatalog, loadCurrentTerms, loadCustomContent, useReferenceDataStore, type Catalog, type Loadable } from './store'

function useLanguage(): Language {
  const { i18n } = useTranslation()
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr'
}

/** Stations, categories and rental labels; the first component that asks loads them. */
export function useReferenceData(): Loadable<Catalog> & { reload: () => void } {
  const catalog = useReferenceDataStore((s) => s.catalog)
  useEffect(() => {
    void loadCatalog()
  }, [])
  return { ...catalog, reload: () => void loadCatalog({ force: true }) }
}

export function useStations() {
  return useReferenceData().data.stations
}

export function useCategories() {
  return useReferenceData().data.categories
}

export function useRentalLabels() {
  return useReferenceData().data.rentalLabels
}

/** A custom content type in the interface's language, loaded on first use and again on a language change. */
export function useCustomContent(type: CustomContentType): Loadable<CustomContent[]> & { reload: () => void } {
  const language = useLanguage()
  const key = contentKey(language, type)
  const value = useReferenceDataStore((s) => s.contents[key]) ?? IDLE_CONTENTS
  useEffect(() => {
    void loadCustomContent(type, language)
  }, [type, language])
  return { ...value, reload: () => void loadCustomContent(type, language, { force: true }) }
}

/** The current terms version in the interface's language. */
export function useCurrentTerms() {
  const language = useLanguage()
  const value = useReferenceDataStore((s) => s.terms[language]) ?? IDLE_TERMS
  useEffect(() => {
    void loadCurrentTerms(language)
  }, [language])
  return { ...value, reload: () => void loadCurrentTerms(language, { force: true }) }
}
