import { describe, expect, it } from 'vitest'

import { sanitizeRichText } from '@/lib/sanitize'

describe('rich-text allowlist (spec §5)', () => {
  it('keeps b, i, em, strong, span, p and div', () => {
    const html = '<div><p>A <b>b</b> <i>i</i> <em>em</em> <strong>strong</strong> <span>span</span></p></div>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes an image with an event handler entirely', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('')
  })

  it('strips every attribute, style included', () => {
    expect(sanitizeRichText('<p style="x">Hi</p>')).toBe('<p>Hi</p>')
    expect(sanitizeRichText('<span class="a" id="b" onclick="c()">t</span>')).toBe('<span>t</span>')
  })

  it('drops scripts and their content, keeps the text of other tags', () => {
    expect(sanitizeRichText('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>')
    expect(sanitizeRichText('<h2>Title</h2><a href="javascript:alert(1)">link</a>')).toBe('Titlelink')
    expect(sanitizeRichText('<style>p{}</style><iframe src="x"></iframe>text')).toBe('text')
  })

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "q"</p>')).toBe('<p>1 &lt; 2 &amp; "q"</p>')
    expect(sanitizeRichText('<p><<script>script>alert(1)<</script>/script></p>')).not.toMatch(/<script/i)
  })
})
