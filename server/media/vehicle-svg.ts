import { safeColor, xmlEscape } from './svg'

export interface VehiclePicture {
  make: string
  model: string
  year: number
  color: string | null
  seats: number
  doors: number
  fuel: string
  /** Body shape drawn: from the category name or the vehicle's size. */
  body: 'hatch' | 'suv' | 'van' | 'sedan'
  plate: string
}

/** Picks the silhouette from the category name, falling back on seats and doors. */
export function bodyOf(categoryName: string | null, seats: number, doors: number): VehiclePicture['body'] {
  const c = (categoryName ?? '').toLowerCase()
  if (/utilit|van|fourgon/.test(c)) return 'van'
  if (/suv|4x4/.test(c)) return 'suv'
  if (/berline|sedan/.test(c)) return 'sedan'
  if (seats >= 7) return 'suv'
  return doors === 4 ? 'sedan' : 'hatch'
}

const SIDE_PATHS: Record<VehiclePicture['body'], string> = {
  hatch: 'M60 170 L70 128 Q78 110 100 104 L150 80 Q170 72 200 72 L280 72 Q305 74 320 96 L345 128 L380 136 Q400 142 402 160 L402 172 Z',
  sedan: 'M40 170 L46 136 Q54 122 80 118 L140 112 L185 82 Q200 74 225 74 L290 74 Q310 76 325 92 L350 114 L410 122 Q430 128 432 150 L432 172 Z',
  suv: 'M44 172 L48 112 Q52 92 80 88 L130 86 L160 62 Q170 56 190 56 L330 56 Q350 58 360 74 L385 106 L415 114 Q432 120 432 146 L432 174 Z',
  van: 'M40 174 L40 60 Q40 44 60 44 L330 44 Q350 44 362 62 L398 110 L420 118 Q436 124 436 150 L436 176 Z',
}

/** A side view of the vehicle in its colour, with its name, year and plate: no photo files, no network. */
export function vehicleSideSvg(v: VehiclePicture): string {
  const body = safeColor(v.color ?? undefined, '#7F8C8D')
  const title = xmlEscape(`${v.make} ${v.model} ${v.year}`)
  const electric = v.fuel === 'electric'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${title}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#EAF2F8"/><stop offset="1" stop-color="#FDFEFE"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#sky)"/>
<rect y="196" width="480" height="74" fill="#D5D8DC"/>
<path d="${SIDE_PATHS[v.body]}" fill="${body}" stroke="#1C2833" stroke-width="3" stroke-linejoin="round"/>
<path d="M180 ${v.body === 'van' ? 60 : v.body === 'suv' ? 66 : 86} L${v.body === 'van' ? 340 : 300} ${v.body === 'van' ? 60 : v.body === 'suv' ? 66 : 86} L${v.body === 'van' ? 380 : 330} ${v.body === 'van' ? 108 : 112} L170 ${v.body === 'van' ? 108 : 112} Z" fill="#AED6F1" opacity="0.85"/>
<circle cx="120" cy="176" r="26" fill="#1C2833"/><circle cx="120" cy="176" r="11" fill="#BDC3C7"/>
<circle cx="360" cy="176" r="26" fill="#1C2833"/><circle cx="360" cy="176" r="11" fill="#BDC3C7"/>
${electric ? '<path d="M236 120 l-10 22 h12 l-6 20 l18 -26 h-12 l8 -16 z" fill="#F4D03F" stroke="#1C2833" stroke-width="1.5"/>' : ''}
<text x="24" y="234" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#1C2833">${title}</text>
<text x="24" y="258" font-family="system-ui, sans-serif" font-size="14" fill="#424949">${v.seats} places · ${v.doors} portes</text>
<rect x="352" y="236" width="108" height="26" rx="4" fill="#FDFEFE" stroke="#1C2833"/>
<text x="406" y="254" text-anchor="middle" font-family="ui-monospace, monospace" font-size="15" fill="#1C2833">${xmlEscape(v.plate)}</text>
</svg>`
}

/** A front view: the same colour, headlights and plate. */
export function vehicleFrontSvg(v: VehiclePicture): string {
  const body = safeColor(v.color ?? undefined, '#7F8C8D')
  const title = xmlEscape(`${v.make} ${v.model}`)
  const tall = v.body === 'van' || v.body === 'suv'
  const roof = tall ? 46 : 70
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${title}">
<rect width="480" height="270" fill="#F4F6F7"/>
<rect y="210" width="480" height="60" fill="#D5D8DC"/>
<path d="M120 200 L120 ${roof + 70} Q124 ${roof + 40} 150 ${roof + 30} L180 ${roof} L300 ${roof} L330 ${roof + 30} Q356 ${roof + 40} 360 ${roof + 70} L360 200 Z" fill="${body}" stroke="#1C2833" stroke-width="3" stroke-linejoin="round"/>
<path d="M186 ${roof + 8} L294 ${roof + 8} L318 ${roof + 56} L162 ${roof + 56} Z" fill="#AED6F1"/>
<ellipse cx="158" cy="${roof + 90}" rx="20" ry="11" fill="#FCF3CF" stroke="#1C2833"/>
<ellipse cx="322" cy="${roof + 90}" rx="20" ry="11" fill="#FCF3CF" stroke="#1C2833"/>
<rect x="196" y="${roof + 80}" width="88" height="20" rx="4" fill="#1C2833"/>
<rect x="188" y="178" width="104" height="24" rx="3" fill="#FDFEFE" stroke="#1C2833"/>
<text x="240" y="195" text-anchor="middle" font-family="ui-monospace, monospace" font-size="14" fill="#1C2833">${xmlEscape(v.plate)}</text>
<rect x="130" y="200" width="34" height="22" rx="4" fill="#1C2833"/><rect x="316" y="200" width="34" height="22" rx="4" fill="#1C2833"/>
<text x="240" y="252" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#1C2833">${title}</text>
</svg>`
}
