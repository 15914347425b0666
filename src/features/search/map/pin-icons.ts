import L from 'leaflet'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'

// Vite rewrites asset URLs, which Leaflet's own guess of its image path cannot follow.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })

/** Spec section 9: map markers are 44 px. */
export const PIN_SIZE = 44

const pinSvg = (color: string) =>
  `<svg width="${PIN_SIZE}" height="${PIN_SIZE}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">` +
  `<path fill="${color}" stroke="#ffffff" stroke-width="1.2" d="M12 1.5c-4.1 0-7.5 3.3-7.5 7.4 0 5.4 7.5 13.6 7.5 13.6s7.5-8.2 7.5-13.6c0-4.1-3.4-7.4-7.5-7.4z"/>` +
  `<circle cx="12" cy="9" r="2.8" fill="#ffffff"/></svg>`

/** A tenant-coloured pin (the theme's pin or selected-pin colour, as CSS variables). */
export function pinIcon(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: 'search-pin',
    html: pinSvg(selected ? 'var(--tenant-pin-selected)' : 'var(--tenant-pin)'),
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: [PIN_SIZE / 2, PIN_SIZE],
  })
}

/** A cluster's icon: the count, named for screen readers (Leaflet gives marker icons role="button"). */
export function clusterIcon(count: number, label: string): L.DivIcon {
  return L.divIcon({
    className: 'search-pin',
    html:
      `<span style="display:flex;align-items:center;justify-content:center;width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:9999px;` +
      `background:var(--tenant-pin);color:var(--tenant-primary-contrast);border:2px solid #fff;font-weight:700">${count}` +
      `<span class="sr-only"> ${label}</span></span>`,
    iconSize: [PIN_SIZE, PIN_SIZE],
  })
}
