import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { lexMarkdown } from './markdown-lex.server.ts'
import { decodeReferences, MarkdownTokens, safeHref } from './markdown-tokens.tsx'
import MarkdownView from './markdown-view.tsx'

/** Typography's wrapper's content, on an English page. */
function renderElement(element: ReactNode, page: string) {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter initialEntries={[page]}>{element}</MemoryRouter>
    </MantineProvider>,
  )
  const inner = /^<div class="[^"]*Typography[^"]*"[^>]*>([\s\S]*)<\/div>$/.exec(
    html.replace(/<style[^>]*>[^<]*<\/style>/g, ''),
  )
  expect(inner, html).not.toBeNull()
  return inner?.[1] ?? ''
}

/**
 * The rendered markdown, lexed in the browser (MarkdownView) and, the same, lexed on the server and
 * sent through JSON as a loader's data is (the home page's announcements, ADR 75).
 */
function render(markdown: string, page = '/en-US/client/guide') {
  const html = renderElement(<MarkdownView>{markdown}</MarkdownView>, page)
  const sent = JSON.parse(JSON.stringify(lexMarkdown(markdown)))
  expect(renderElement(<MarkdownTokens tokens={sent} />, page)).toBe(html)
  return html
}

describe('MarkdownView', () => {
  it('renders paragraphs, emphasis, strong, strikethrough, inline code and line breaks', () => {
    expect(render('*em* **strong** ~~gone~~ ~one~ `a <b> & c`')).toBe(
      '<p><em>em</em> <strong>strong</strong> <del>gone</del> <del>one</del> <code>a &lt;b&gt; &amp; c</code></p>',
    )
    expect(render('one  \ntwo\\\nthree\nfour\n\nnext')).toBe('<p>one<br/>two<br/>three\nfour</p><p>next</p>')
  })

  it('shifts headings so that content starts at h3', () => {
    expect(render('# a\n\n## b\n\n### c\n\n#### d\n\n##### e\n\n###### f\n\nSetext\n===')).toBe(
      '<h3>a</h3><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6><h6>f</h6><h3>Setext</h3>',
    )
  })

  it('renders code blocks with their language, literally', () => {
    expect(render('```ts\nconst a = 1 < 2 && "&amp;"\n```')).toBe(
      '<pre><code class="language-ts">const a = 1 &lt; 2 &amp;&amp; &quot;&amp;amp;&quot;\n</code></pre>',
    )
    expect(render('    indented')).toBe('<pre><code>indented\n</code></pre>')
  })

  it('renders blockquotes, lists and hr', () => {
    expect(render('> quoted\n> on')).toBe('<blockquote><p>quoted\non</p></blockquote>')
    expect(render('- a\n- b\n  - nested')).toBe('<ul><li>a</li><li>b<ul><li>nested</li></ul></li></ul>')
    expect(render('- loose\n\n- list')).toBe('<ul><li><p>loose</p></li><li><p>list</p></li></ul>')
    expect(render('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>')
    expect(render('5. five\n6. six')).toBe('<ol start="5"><li>five</li><li>six</li></ol>')
    expect(render('a\n\n---\n\nb')).toBe('<p>a</p><hr/><p>b</p>')
  })

  it('renders task lists as disabled checkboxes named by their item and keeping their state', () => {
    expect(render('- [ ] todo\n- [x] **done**\n  - nested')).toBe(
      '<ul><li><label><input type="checkbox" disabled="" readOnly=""/> todo</label></li>' +
        '<li><label><input type="checkbox" disabled="" readOnly="" checked=""/> <strong>done</strong></label>' +
        '<ul><li>nested</li></ul></li></ul>',
    )
    // In a loose list the checkbox sits in the item's first paragraph.
    expect(render('- [x] first\n\n  more\n\n- [ ] second')).toBe(
      '<ul><li><p><label><input type="checkbox" disabled="" readOnly="" checked=""/> first</label></p>' +
        '<p>more</p></li><li><p><label><input type="checkbox" disabled="" readOnly=""/> second</label></p></li></ul>',
    )
  })

  it('renders tables with their alignment', () => {
    expect(render('| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | **2** | 3 | 4 |')).toBe(
      '<table><thead><tr><th style="text-align:left">a</th><th style="text-align:center">b</th>' +
        '<th style="text-align:right">c</th><th>d</th></tr></thead><tbody><tr><td style="text-align:left">1</td>' +
        '<td style="text-align:center"><strong>2</strong></td><td style="text-align:right">3</td><td>4</td></tr>' +
        '</tbody></table>',
    )
    expect(render('| only | head |\n|---|---|')).toBe(
      '<table><thead><tr><th>only</th><th>head</th></tr></thead></table>',
    )
  })

  it("drops authors' HTML: blocks entirely, inline tags but not the text between them", () => {
    expect(render('<div>block <b>html</b></div>\n\npara')).toBe('<p>para</p>')
    expect(render('<script>alert(1)</script>')).toBe('')
    expect(render('<!-- note -->\n\nvisible')).toBe('<p>visible</p>')
    expect(render('a <b onclick="x()">bold</b> <img src=x onerror=alert(1)> c')).toBe('<p>a bold  c</p>')
  })

  it('leaves images out, alt text included', () => {
    expect(render('![alt text](https://example.org/a.png) after')).toBe('<p> after</p>')
    expect(render('[see ![icon](i.png)](https://example.org)')).toContain('>see </a>')
  })

  it('decodes character references outside code', () => {
    expect(render('a &amp; &copy; &#65; &#x42; &#0; &amp;copy; & b &notit; &bogus;')).toBe(
      '<p>a &amp; © A B \uFFFD &amp;copy; &amp; b &amp;notit; &amp;bogus;</p>',
    )
    expect(render('`&copy;`')).toBe('<p><code>&amp;copy;</code></p>')
    expect(decodeReferences('&lt;&#128512;&#xD800;')).toBe('<😀\uFFFD')
  })

  it('links internal addresses through the router with the locale, external ones in a new tab', () => {
    expect(render('[goals](/client/okr?tab=1#top)')).toBe(
      '<p><a href="/en-US/client/okr?tab=1#top" data-discover="true">goals</a></p>',
    )
    // German pages have no prefix.
    expect(render('[goals](/client/okr)', '/client/guide')).toBe(
      '<p><a href="/client/okr" data-discover="true">goals</a></p>',
    )
    const external = '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">'
    expect(render('[**site**](https://example.org/a "title")')).toBe(
      `<p>${external}<strong>site</strong></a></p>`,
    )
    // Protocol-relative is another host: external.
    expect(render('[x](//example.org)')).toBe(
      '<p><a href="//example.org" target="_blank" rel="noopener noreferrer">x</a></p>',
    )
    expect(render('[ref]\n\n[ref]: https://example.org/a')).toBe(`<p>${external}ref</a></p>`)
  })

  it('links autolinks, www addresses and e-mail addresses', () => {
    expect(render('<https://example.org/a> https://example.org/a www.example.org a@example.org')).toBe(
      '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer">https://example.org/a</a> ' +
        '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">https://example.org/a</a> ' +
        '<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">www.example.org</a> ' +
        '<a href="mailto:a@example.org" target="_blank" rel="noopener noreferrer">a@example.org</a></p>',
    )
  })

  it('keeps the text of links to unsafe addresses but not the link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java&#115;cript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'ftp://example.org',
      'file:///etc/passwd',
      ' javascript:alert(1)',
    ]) {
      expect(render(`[click](<${href}>)`), href).toBe('<p>click</p>')
    }
    expect(render('<javascript:alert(1)>')).toBe('<p>javascript:alert(1)</p>')
    for (const href of [
      'mailto:a@example.org',
      'tel:+49301234',
      'http://example.org',
      'docs/a:b',
      '?q=1',
      '#part',
    ]) {
      expect(render(`[x](${href})`), href).toContain(`<a href="${href}"`)
    }
    expect(safeHref('HTTPS://example.org')).toBe('HTTPS://example.org')
    expect(safeHref('a/b?c=d:e')).toBe('a/b?c=d:e')
    expect(safeHref('java\nscript:alert(1)')).toBeUndefined()
  })

  it('does not throw on any prefix of a message that is still streaming in', () => {
    const message = [
      '# Title with **bold and `code`',
      '',
      '1. [a link](/client/okr "t") and ![img](x.png) <b>tag</b> &amp; ~~del~~',
      '   - [x] task',
      '',
      '> quote *em',
      '',
      '| a | b |',
      '|:--|--:|',
      '| 1 | [x](https://example.org) |',
      '',
      '```js',
      'code()',
      '```',
      'www.example.org/a?b=c',
    ].join('\n')
    for (let end = 0; end <= message.length; end++) {
      expect(() => render(message.slice(0, end))).not.toThrow()
    }
    expect(render('**unclosed *em `code [link](/cli')).toBe('<p>**unclosed *em `code [link](/cli</p>')
  })
})
