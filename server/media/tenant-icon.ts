import { encodePng } from './png'
import { safeColor } from './svg'

export const ICON_SIZES = [192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]
export type IconPurpose = 'any' | 'maskable'

interface IconInput {
  primary: string
  contrast: string
  secondary: string
  size: IconSize
  purpose: IconPurpose
}

type Rgb = readonly [number, number, number]
type Point = readonly [number, number]

function rgb(hex: string): Rgb {
  const h = hex.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

function inPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]
    const [xj, yj] = polygon[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

const inCircle = ([x, y]: Point, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r

function inRoundedRect([x, y]: Point, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false
  const cx = Math.min(Math.max(x, x0 + r), x1 - r)
  const cy = Math.min(Math.max(y, y0 + r), y1 - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}

// The car of the tenant's generated logo (tenant-logo.ts), drawn in a unit square.
const CABIN: readonly Point[] = [
  [0.3, 0.24],
  [0.7, 0.24],
  [0.82, 0.46],
  [0.18, 0.46],
]
const WINDOW: readonly Point[] = [
  [0.34, 0.3],
  [0.66, 0.3],
  [0.74, 0.45],
  [0.26, 0.45],
]

/** Which colour the car glyph has at a point of its unit square: 'body', 'window', 'wheel' or none. */
function carAt(p: Point): 'body' | 'window' | 'wheel' | null {
  if (inCircle(p, 0.3, 0.7, 0.1) || inCircle(p, 0.7, 0.7, 0.1)) return 'wheel'
  if (inPolygon(p, WINDOW)) return 'window'
  if (inPolygon(p, CABIN) || inRoundedRect(p, 0.06, 0.44, 0.94, 0.7, 0.07)) return 'body'
  return null
}

/** 0 outside the icon, 1 background, 2 body, 3 window, 4 wheel: what a point of the icon shows. */
function partAt(u: number, v: number, purpose: IconPurpose, glyph: number, offset: number): number {
  if (purpose === 'any' && !inRoundedRect([u, v], 0, 0, 1, 1, 0.18)) return 0
  const part = carAt([(u - offset) / glyph, (v - offset) / glyph])
  return part === 'body' ? 2 : part === 'window' ? 3 : part === 'wheel' ? 4 : 1
}

/**
 * The tenant's app icon as a PNG: the car of its logo in its contrast colour on its primary colour.
 * `maskable` fills the whole square and keeps the glyph inside the central safe circle (radius 40 %)
 * that launchers may crop to; `any` is a rounded square on a transparent background. A pixel whose
 * four corners show the same thing is filled at once; only edge pixels are sampled 4 × 4.
 */
export function tenantIconPng({ primary, contrast, secondary, size, purpose }: IconInput): Buffer {
  const bg = rgb(safeColor(primary, '#0B6E4F'))
  const fg = rgb(safeColor(contrast, '#FFFFFF'))
  const wheel = rgb(safeColor(secondary, '#F2A541'))
  const colours: Array<Rgb | null> = [null, bg, fg, bg, wheel]
  const glyph = purpose === 'maskable' ? 0.56 : 0.7
  const offset = (1 - glyph) / 2
  const corners = new Uint8Array((size + 1) * (size + 1))
  for (let y = 0; y <= size; y++) for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = partAt(x / size, y / size, purpose, glyph, offset)
  const SAMPLES = 4
  const pixels = new Uint8Array(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const c = corners[py * (size + 1) + px]
      const same = c === corners[py * (size + 1) + px + 1] && c === corners[(py + 1) * (size + 1) + px] && c === corners[(py + 1) * (size + 1) + px + 1]
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      if (same) {
        const colour = colours[c]
        if (colour) [r, g, b, a] = [colour[0], colour[1], colour[2], 1]
      } else {
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const colour = colours[partAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, purpose, glyph, offset)]
            if (!colour) continue
            r += colour[0]
            g += colour[1]
            b += colour[2]
            a += 1
          }
        }
        if (a > 0) [r, g, b, a] = [r / a, g / a, b / a, a / (SAMPLES * SAMPLES)]
      }
      if (a === 0) continue
      const i = (py * size + px) * 4
      // Colour averaged over the covered samples, coverage as alpha: smooth edges on any background.
      pixels[i] = Math.round(r)
      pixels[i + 1] = Math.round(g)
      pixels[i + 2] = Math.round(b)
      pixels[i + 3] = Math.round(a * 255)
    }
  }
  return encodePng(size, size, pixels)
}
