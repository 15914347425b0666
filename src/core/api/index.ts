export { apiRequest, apiGet, apiPost, apiPut, apiDelete, http, setUnauthorizedHandler, setTokenRefresher, setTokenWaiter, type RequestOptions } from './client'
export { ApiError, isApiError, kindOfStatus, errorEntriesFromBody, type ApiErrorKind, type ApiErrorEntry } from './api-error'
export { notifyApiError, logLoadError } from './notify-api-error'
export { messageOfEntry, messagesOf, PAYMENT_METHOD_PATH } from './error-messages'
export { toSearchParams, type Query } from './search-params'
export {
  getStoredToken,
  setStoredToken,
  clearStoredToken,
  getStoredIdToken,
  setStoredIdToken,
  resetTokenCache,
  needsRefresh,
  type StoredToken,
  type TokenType,
} from './token-storage'
