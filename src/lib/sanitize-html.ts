const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'code', 'pre', 'a',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
])
/** Elements removed with everything inside them; any other unknown element keeps its text. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'input'])
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
}
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i

export interface SanitizeOptions {
  /** The level an h1 of the content becomes, so the content's headings sit under the page's. */
  topHeadingLevel?: number
}

/**
 * Keeps the harmless part of HTML from the server (terms, custom contents): an allowlist of
 * tags and attributes, safe link targets only, headings shifted under the surrounding heading.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const shift = Math.max(0, (options.topHeadingLevel ?? 1) - 1)
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const target = document.implementation.createHTMLDocument('')
  const out = target.createElement('div')

  const copy = (node: Node, parent: Element) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parent.appendChild(target.createTextNode(node.textContent ?? ''))
      return
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return
    const el = node as Element
    const tag = el.tagName.toLowerCase()
    if (DROPPED_WITH_CONTENT.has(tag)) return
    if (!ALLOWED_TAGS.has(tag)) {
      el.childNodes.forEach((child) => copy(child, parent))
      return
    }
    const heading = /^h([1-6])$/.exec(tag)
    const name = heading ? `h${Math.min(6, Number(heading[1]) + shift)}` : tag
    const clean = target.createElement(name)
    for (const attribute of ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = el.getAttribute(attribute)
      if (value === null) continue
      if (attribute === 'href' && !SAFE_URL.test(value.trim())) continue
      clean.setAttribute(attribute, value)
    }
    if (tag === 'a' && /^https?:/i.test(clean.getAttribute('href') ?? '')) {
      clean.setAttribute('target', '_blank')
      clean.setAttribute('rel', 'noopener noreferrer')
    }
    el.childNodes.forEach((child) => copy(child, clean))
    parent.appendChild(clean)
  }

  source.body.childNodes.forEach((child) => copy(child, out))
  return out.innerHTML
}

/** Terms contents are URI-encoded HTML (spec section 3); a malformed encoding is shown as is. */
export function decodeUriHtml(content: string): string {
  try {
    return decodeURIComponent(content)
  } catch {
    return content
  }
}
