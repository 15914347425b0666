import DOMPurify from 'dompurify'

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'code',
  'pre',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]
/** Attributes kept, per element; any other attribute (handlers, styles, classes) is dropped. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
}
/** Elements removed with everything inside them (DOMPurify's own list, scripts and media, plus forms). */
const DROPPED_WITH_CONTENT = ['object', 'embed', 'form', 'textarea', 'select', 'button', 'input']
/** Link targets: web, mail, phone, and the site's own paths and anchors (no javascript:, no data:). */
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i

// One instance with its hooks: DOMPurify's default one is shared with any other user of the package.
let purifier: ReturnType<typeof DOMPurify> | null = null

function contentPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!(ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? []).includes(data.attrName)) data.keepAttr = false
  })
  // Outside links open beside the app, without handing it to the page they open.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}

export interface SanitizeOptions {
  /** The level an h1 of the content becomes, so the content's headings sit under the page's. */
  topHeadingLevel?: number
}

/**
 * Keeps the harmless part of HTML from the server (terms, custom contents) with DOMPurify: an
 * allowlist of tags and of attributes per tag, safe link targets only; unknown elements keep their
 * text; headings shifted under the surrounding heading.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const fragment = contentPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan', 'scope'],
    // Numbers and keywords, not addresses: DOMPurify checks other attributes as URIs.
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  })
  const shift = Math.max(0, (options.topHeadingLevel ?? 1) - 1)
  if (shift > 0) {
    for (const heading of Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      const moved = heading.ownerDocument.createElement(`h${Math.min(6, Number(heading.tagName[1]) + shift)}`)
      moved.append(...Array.from(heading.childNodes))
      heading.replaceWith(moved)
    }
  }
  const out = document.createElement('div')
  out.append(fragment)
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
