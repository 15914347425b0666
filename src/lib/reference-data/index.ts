export { loadCatalog, currentCatalog, useCurrentCatalog, resetReferenceData } from './catalog'
export { catalogKey, type Catalog } from './catalog-query'
export { useReferenceData, useStations, useCategories, useRentalLabels, useCustomContent, useCurrentTerms, type Loadable } from './hooks'
export { decodeTermsContent } from './terms'
