/** Lets code outside React (session actions, the API client's 401 handling) move the router. */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigator: Navigate | null = null

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate
}

/** Navigates inside the app (paths relative to /frontofficev2/); falls back to a full load before the router exists. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options)
  else window.location.assign(`${import.meta.env.BASE_URL.replace(/\/+$/, '')}${to}`)
}
