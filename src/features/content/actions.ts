import type { CustomContentType } from '@contracts/reference'
import { logLoadError } from '@/lib/api'
import { fetchCurrentTerms, fetchCustomContents } from './api'
import { contentKey, useContentStore } from './store'

/** Loads the custom contents of a type in a language, unless already loaded or loading. */
export async function loadCustomContents(type: CustomContentType, language: string, force = false): Promise<void> {
  const key = contentKey(type, language)
  const current = useContentStore.getState().contents[key]
  if (!force && current && current.state !== 'error') return
  useContentStore.getState().setContents(key, { state: 'loading' })
  try {
    useContentStore.getState().setContents(key, { state: 'ready', data: await fetchCustomContents(type) })
  } catch (error) {
    logLoadError(`the ${type} contents`, error)
    useContentStore.getState().setContents(key, { state: 'error' })
  }
}

/** Loads the current terms version, unless already loaded or loading. */
export async function loadCurrentTerms(language: string, force = false): Promise<void> {
  const current = useContentStore.getState().terms[language]
  if (!force && current && current.state !== 'error') return
  useContentStore.getState().setTerms(language, { state: 'loading' })
  try {
    useContentStore.getState().setTerms(language, { state: 'ready', data: await fetchCurrentTerms() })
  } catch (error) {
    logLoadError('the current terms', error)
    useContentStore.getState().setTerms(language, { state: 'error' })
  }
}
