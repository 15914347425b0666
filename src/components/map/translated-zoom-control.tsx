import { ZoomControl } from 'react-leaflet'
import { useTranslation } from 'react-i18next'

/**
 * The map's zoom buttons named in the page's language: Leaflet's own control names them "Zoom in"
 * and "Zoom out" whatever the language. Keyed by the language, because react-leaflet builds the
 * control once and would keep the first titles after a change. Maps set `zoomControl={false}`.
 */
export function TranslatedZoomControl() {
  const { t, i18n } = useTranslation('common')
  return <ZoomControl key={i18n.language} position="topleft" zoomInTitle={t('map.zoom-in')} zoomOutTitle={t('map.zoom-out')} />
}
