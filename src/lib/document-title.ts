import { useEffect } from 'react'

let suffix = ''

/** The tenant's name, appended to every page title. */
export function setTitleSuffix(value: string): void {
  suffix = value
}

export function pageTitle(title: string | null | undefined): string {
  if (!title) return suffix
  return suffix ? `${title} – ${suffix}` : title
}

/** Sets the document title while the screen is shown (WCAG 2.4.2: each page has its own title). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}
