// @vitest-environment jsdom
// DOMPurify leaves markup unsafe on happy-dom (the suite's DOM): the sanitizer is tested on jsdom's parser.
import { decodeUriHtml, sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and styles', () => {
    const html = sanitizeHtml(
      '<p class="x" style="color:red" onclick="alert(1)">Hello <strong>you</strong></p><script>alert(1)</script><a href="https://example.com/cgu">terms</a>',
    )
    expect(html).toBe('<p>Hello <strong>you</strong></p><a href="https://example.com/cgu" target="_blank" rel="noopener noreferrer">terms</a>')
  })

  it('refuses javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" data:text/html,hi">y</a>')).toBe('<a>x</a><a>y</a>')
  })

  it('unwraps unknown elements and removes dangerous ones with their content', () => {
    expect(sanitizeHtml('<custom-tag>kept <img src=x onerror=alert(1)>text</custom-tag><iframe>gone</iframe>')).toBe('kept text')
  })

  it('strips every event handler and script vector, on allowed tags too', () => {
    const html = sanitizeHtml(
      '<p onmouseover="alert(1)">a</p><div onfocus="x()" tabindex="0">b</div>' +
        '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>' +
        '<style>p{display:none}</style><math><mi>x</mi></math>' +
        '<a href="jav&#x09;ascript:alert(1)">c</a><a href="JAVASCRIPT:alert(1)">d</a>',
    )
    expect(html).toBe('<p>a</p><div>b</div><a>c</a><a>d</a>')
    expect(html).not.toMatch(/on\w+=|script|style|svg/i)
  })

  it('keeps each allowed attribute only on its own elements', () => {
    expect(sanitizeHtml('<table><tbody><tr><th scope="row" colspan="2">h</th><td rowspan="3" scope="x">d</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><th scope="row" colspan="2">h</th><td rowspan="3">d</td></tr></tbody></table>',
    )
    expect(sanitizeHtml('<p href="https://a.example" title="t" data-x="1" aria-label="l" id="i" class="c">p</p>')).toBe('<p>p</p>')
    expect(sanitizeHtml('<a href="/help#faq" title="Aide">in</a><a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="/help#faq" title="Aide">in</a><a href="mailto:a@b.example">m</a>',
    )
  })

  it('drops form controls with their content and keeps the listed formatting tags', () => {
    expect(sanitizeHtml('<form><input value="x"><button>Go</button></form><ul><li><em>e</em> <code>c</code></li></ul><hr><br>')).toBe(
      '<ul><li><em>e</em> <code>c</code></li></ul><hr><br>',
    )
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
