export { useReferenceDataStore, loadCatalog, loadCustomContent, loadCurrentTerms, resetReferenceData, type Catalog, type Loadable, type LoadStatus } from './store'
export { useReferenceData, useStations, useCategories, useRentalLabels, useCustomContent, useCurrentTerms } from './hooks'
export { decodeTermsContent } from './terms'
