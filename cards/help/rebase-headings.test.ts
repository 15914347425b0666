import { describe, expect, it } from 'vitest'
import { rebaseHeadings } from './rebase-headings'

describe('rebaseHeadings', () => {
  it.each([
    ['<h2>A</h2><p>x</p><h3>B</h3>', 5, '<h5>A</h5><p>x</p><h6>B</h6>'],
    ['<h1>A</h1><h2>B</h2>', 4, '<h4>A</h4><h5>B</h5>'],
    ['<h3 class="c">A</h3><h5>B</h5>', 4, '<h4 class="c">A</h4><h6>B</h6>'],
    ['<h1>A</h1><h4>B</h4>', 5, '<h5>A</h5><h6>B</h6>'],
    ['<p>no heading</p>', 4, '<p>no heading</p>'],
  ])('%s from level %d', (html, top, expected) => {
    expect(rebaseHeadings(html, top)).toBe(expected)
  })
})
