import { useRegistrationStore } from './store'

const KEY = 'frontoffice.signup-redirect-uri'

/** Remembers a redirect_uri met on the signup route for the whole tab: the flow spans reloads. */
export function rememberRedirectUri(value: string | null): void {
  if (value === null) return
  useRegistrationStore.setState({ redirectUri: value })
  try {
    sessionStorage.setItem(KEY, value)
  } catch {
    // Storage refused: the store keeps it for this page.
  }
}

export function currentRedirectUri(): string | null {
  const inStore = useRegistrationStore.getState().redirectUri
  if (inStore) return inStore
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}
