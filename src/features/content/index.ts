// The contents are read with the rest of the tenant's reference data, in its cache (lib/reference-data).
export { useCustomContent, useCurrentTerms, type Loadable } from '@/lib/reference-data/hooks'
export { HtmlContent } from './components/html-content'
export { TermsDialog } from './components/terms-dialog'
export { ContactContent } from './components/contact-content'
