import type { UseQueryResult } from '@tanstack/react-query'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * What a view says of a read: loading on the first read, another page or a retry after an error
 * (the rows already shown stay); ready once answered, also while it is read again in the background.
 */
export function loadStatus(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData'>): LoadStatus {
  if (query.isFetching && (query.isError || query.isPlaceholderData)) return 'loading'
  if (query.isError) return 'error'
  return query.isPending ? 'loading' : 'ready'
}
