// The contents are read with the rest of the tenant's reference data, in its cache (lib/reference-data).
export { useCustomContent, useCurrentTerms, type Loadable } from '@/lib/reference-data/hooks'
export { HtmlContent } from './html-content'
export { TermsDialog } from './terms-dialog'
export { ContactContent } from './contact-content'
