/**
 * A minimal PDF writer (PDF 1.4): one A4 page of text in the standard Helvetica fonts, with
 * horizontal rules. No PDF library is installed and a receipt needs nothing more; text is encoded
 * in WinAnsi (Latin-1 plus € – — ' " • …), so French and English print as they are.
 */
export interface PdfText {
  x: number
  /** From the page's top, in points (the writer turns it into PDF's bottom-up coordinates). */
  y: number
  size: number
  text: string
  bold?: boolean
  /** Right: `x` is where the text ends (amounts in a column). */
  align?: 'left' | 'right'
}

export interface PdfRule {
  x1: number
  x2: number
  y: number
}

export const PAGE_WIDTH = 595
export const PAGE_HEIGHT = 842

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  œ: 0x9c,
  '\u2212': 0x2d,
  '\u202f': 0xa0,
  '\u2009': 0x20,
}

/** The WinAnsi bytes of a text; a character outside it prints as "?". */
export function winAnsi(text: string): number[] {
  const bytes: number[] = []
  for (const char of text) {
    const mapped = WIN_ANSI[char]
    const code = char.codePointAt(0) ?? 0x3f
    if (mapped !== undefined) bytes.push(mapped)
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code)
    else bytes.push(0x3f)
  }
  return bytes
}

// Helvetica advance widths (per 1000 em) of what amounts and dates are made of; other glyphs take
// an average. Only right-aligned text is measured.
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '\u00a0': 278,
  '\u202f': 278,
  ',': 278,
  '.': 278,
  ':': 278,
  '-': 333,
  '\u2212': 333,
  $: 556,
  '€': 556,
  '£': 556,
  '%': 889,
  '(': 333,
  ')': 333,
  '×': 584,
}
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0
  for (const char of text) units += WIDTHS[char] ?? (/\d/.test(char) ? 556 : bold ? 611 : 556)
  return (units * size) / 1000
}

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
const fixed = (n: number) => (Math.round(n * 100) / 100).toString()

/** The PDF file of one page. */
export function pdfPage(texts: readonly PdfText[], rules: readonly PdfRule[], title: string): Buffer {
  const ops: string[] = []
  for (const r of rules) ops.push(`0.6 w ${fixed(r.x1)} ${fixed(PAGE_HEIGHT - r.y)} m ${fixed(r.x2)} ${fixed(PAGE_HEIGHT - r.y)} l S`)
  for (const t of texts) {
    const x = t.align === 'right' ? t.x - textWidth(t.text, t.size, t.bold) : t.x
    ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${fixed(x)} ${fixed(PAGE_HEIGHT - t.y)} Td <${hex(winAnsi(t.text))}> Tj ET`)
  }
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title <feff${Buffer.from(title, 'utf16le').swap16().toString('hex')}> /Producer (frontoffice) >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
