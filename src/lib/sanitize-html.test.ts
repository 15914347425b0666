import { decodeUriHtml, sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and styles', () => {
    const html = sanitizeHtml(
      '<p class="x" style="color:red" onclick="alert(1)">Hello <strong>you</strong></p><script>alert(1)</script><a href="https://example.com/cgu">terms</a>',
    )
    expect(html).toBe(
      '<p>Hello <strong>you</strong></p><a href="https://example.com/cgu" target="_blank" rel="noopener noreferrer">terms</a>',
    )
  })

  it('refuses javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" data:text/html,hi">y</a>')).toBe('<a>x</a><a>y</a>')
  })

  it('unwraps unknown elements and removes dangerous ones with their content', () => {
    expect(sanitizeHtml('<custom-tag>kept <img src=x onerror=alert(1)>text</custom-tag><iframe>gone</iframe>')).toBe('kept text')
  })

  it('shifts headings under the surrounding one', () => {
    expect(sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6>', { topHeadingLevel: 3 })).toBe('<h3>A</h3><h4>B</h4><h6>C</h6>')
  })
})

describe('decodeUriHtml', () => {
  it('decodes URI-encoded HTML and leaves a malformed one alone', () => {
    expect(decodeUriHtml('%3Cp%3EConditions%20g%C3%A9n%C3%A9rales%3C%2Fp%3E')).toBe('<p>Conditions générales</p>')
    expect(decodeUriHtml('100% sûr')).toBe('100% sûr')
  })
})
