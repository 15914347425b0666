/** Pixels an uploaded image may have: larger ones cost every browser that shows them a decode. */
export const MAX_IMAGE_SIDE = 12_000
export const MAX_IMAGE_PIXELS = 40_000_000

export interface ImageSize {
  width: number
  height: number
}

/** PNG: the IHDR chunk, first after the 8-byte signature (width and height, 4 bytes each). */
function pngSize(content: Buffer): ImageSize | null {
  if (content.length < 24 || content.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) }
}

// Start-of-frame markers (C0-CF) that carry the frame size; C4, C8 and CC are other segments.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** JPEG: walks the segments to the first start-of-frame (height, then width, 2 bytes each). */
function jpegSize(content: Buffer): ImageSize | null {
  let at = 2
  while (at + 4 <= content.length) {
    if (content[at] !== 0xff) return null
    const marker = content[at + 1]
    // Fill bytes, and standalone markers without a length.
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    const length = content.readUInt16BE(at + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) return at + 9 <= content.length ? { height: content.readUInt16BE(at + 5), width: content.readUInt16BE(at + 7) } : null
    at += 2 + length
  }
  return null
}

/** An image's size read from its header, without decoding it; null when the header cannot be read. */
export function imageSize(content: Buffer, mime: 'image/png' | 'image/jpeg'): ImageSize | null {
  return mime === 'image/png' ? pngSize(content) : jpegSize(content)
}

/** Whether an image is within MAX_IMAGE_SIDE on each side and MAX_IMAGE_PIXELS in all. */
export function isImageSizeAllowed(size: ImageSize): boolean {
  return size.width <= MAX_IMAGE_SIDE && size.height <= MAX_IMAGE_SIDE && size.width * size.height <= MAX_IMAGE_PIXELS
}
