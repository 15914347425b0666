/**
 * Moves a content's headings under the card's: its highest heading becomes `top`, the others keep
 * their distance to it, so the page's heading order has no gap (axe heading-order).
 */
export function rebaseHeadings(html: string, top: number): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const headings = [...doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')]
  if (headings.length === 0) return html
  const highest = Math.min(...headings.map((h) => Number(h.tagName[1])))
  for (const heading of headings) {
    const level = Math.min(6, Number(heading.tagName[1]) - highest + top)
    const replacement = doc.createElement(`h${level}`)
    for (const attribute of [...heading.attributes]) replacement.setAttribute(attribute.name, attribute.value)
    replacement.append(...heading.childNodes)
    heading.replaceWith(replacement)
  }
  return doc.body.innerHTML
}
