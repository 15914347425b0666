import { AttributionControl } from 'react-leaflet'
import { useTranslation } from 'react-i18next'

/**
 * The map's credit line with Leaflet's own link titled in the page's language: Leaflet's default
 * prefix titles it "A JavaScript library for interactive maps" whatever the language. Keyed by the
 * language, because react-leaflet builds the control once. Maps set `attributionControl={false}`.
 */
export function TranslatedAttributionControl() {
  const { t, i18n } = useTranslation('common')
  // Leaflet takes the prefix as HTML: the title is escaped so a translation cannot break the markup.
  const title = t('map.leaflet-title').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return <AttributionControl key={i18n.language} position="bottomright" prefix={`<a href="https://leafletjs.com" title="${title}">Leaflet</a>`} />
}
