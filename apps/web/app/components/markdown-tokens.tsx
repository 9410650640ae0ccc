import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import type { Token, Tokens } from 'marked'
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

// React elements from marked's tokens (GitHub flavour), without the lexer, which the pages that lex
// elsewhere (the home page's loader on the server, ADR 75) leave out: no HTML string is ever put into the
// page (ADR 68). Authors' HTML is dropped (the text between inline tags
// stays), images are left out so that an article cannot load from (or report to) elsewhere, and a link
// whose address is not http(s), mailto, tel or relative keeps its text but loses the link.

const SAFE_PROTOCOL = /^(?:https?|mailto|tel)$/i

/** The address when it is safe to link to; a scheme counts only before the first "/", "?" or "#". */
export function safeHref(href: string): string | undefined {
  const colon = href.indexOf(':')
  if (colon === -1) return href
  const path = href.search(/[/?#]/)
  if (path !== -1 && path < colon) return href
  return SAFE_PROTOCOL.test(href.slice(0, colon)) ? href : undefined
}

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}));/g

/**
 * Character references (`&amp;`, `&#65;`) stand for their character outside code. marked leaves them to
 * the browser's HTML parser, which we do not use; the named ones come from the library micromark used.
 */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name) return decodeNamedCharacterReference(name) || reference
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    return invalid ? '\uFFFD' : String.fromCodePoint(code)
  })
}

function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  const locale = useLocale()
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <Link to={localePath(locale, href)}>{children}</Link>
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

// Content sits under the page's h1 and its own h2 title: its headings start at h3.
const HEADINGS = ['h3', 'h3', 'h4', 'h5', 'h6', 'h6'] as const

const Checkbox = ({ checked }: { checked: boolean }) => (
  <input type="checkbox" checked={checked} disabled readOnly />
)

/** A task list item: the label gives its checkbox the item's text as its name for screen readers. */
const Task = ({ checked, children }: { checked: boolean; children: ReactNode }) => (
  <label>
    <input type="checkbox" checked={checked} disabled readOnly /> {children}
  </label>
)

/** React elements for a list of tokens (or cells, rows, items). */
function each<T>(items: T[] | undefined, render: (item: T) => ReactNode): ReactNode[] {
  return (items ?? []).map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a token has no identity but its place in the text
    <Fragment key={i}>{render(item)}</Fragment>
  ))
}

function inline(tokens: Token[] | undefined): ReactNode[] {
  // A task in a loose list: its checkbox opens the item's first paragraph.
  const [first, ...rest] = tokens ?? []
  if (first?.type === 'checkbox') {
    return [
      <Task key="task" checked={(first as Tokens.Checkbox).checked}>
        {inline(rest)}
      </Task>,
    ]
  }
  return each(tokens, (token) => {
    const t = token as Tokens.Generic
    switch (t.type) {
      case 'text':
        // `raw` is the text as written: marked's `text` has its numeric references already decoded.
        return t.tokens ? inline(t.tokens) : decodeReferences(t.raw)
      case 'escape':
        return t.text
      case 'strong':
        return <strong>{inline(t.tokens)}</strong>
      case 'em':
        return <em>{inline(t.tokens)}</em>
      case 'del':
        return <del>{inline(t.tokens)}</del>
      case 'codespan':
        return <code>{t.text}</code>
      case 'br':
        return <br />
      case 'checkbox':
        return <Checkbox checked={t.checked} />
      case 'link': {
        const link = t as Tokens.Link
        // An autolink's text and address are literal (references are not resolved in them).
        const children = link.autolink ? link.text : inline(link.tokens)
        const href = safeHref(link.autolink ? link.href : decodeReferences(link.href))
        return href === undefined ? children : <MarkdownLink href={href}>{children}</MarkdownLink>
      }
      default:
        // html (authors' tags) and image are dropped.
        return null
    }
  })
}

function cells(row: Tokens.TableCell[], Cell: 'th' | 'td') {
  return each(row, (cell) => (
    <Cell style={cell.align ? { textAlign: cell.align } : undefined}>{inline(cell.tokens)}</Cell>
  ))
}

function blocks(tokens: Token[] | undefined): ReactNode[] {
  // A task in a tight list: its checkbox, then the item's text, then any nested blocks.
  const [first, text, ...rest] = tokens ?? []
  if (first?.type === 'checkbox' && text?.type === 'text') {
    return [
      <Task key="task" checked={(first as Tokens.Checkbox).checked}>
        {blocks([text])}
      </Task>,
      ...blocks(rest),
    ]
  }
  return each(tokens, (token) => {
    const t = token as Tokens.Generic
    switch (t.type) {
      case 'paragraph':
        return <p>{inline(t.tokens)}</p>
      case 'text':
        // A tight list item's text: no paragraph around it.
        return t.tokens ? inline(t.tokens) : decodeReferences(t.raw)
      case 'heading': {
        const Tag = HEADINGS[Math.min(t.depth, 6) - 1] ?? 'h6'
        return <Tag>{inline(t.tokens)}</Tag>
      }
      case 'code': {
        const lang = /^\S*/.exec(decodeReferences(t.lang ?? ''))?.[0]
        return (
          <pre>
            <code className={lang ? `language-${lang}` : undefined}>{t.text ? `${t.text}\n` : ''}</code>
          </pre>
        )
      }
      case 'blockquote':
        return <blockquote>{blocks(t.tokens)}</blockquote>
      case 'list': {
        const list = t as Tokens.List
        const items = each(list.items, (item) => <li>{blocks(item.tokens)}</li>)
        if (!list.ordered) return <ul>{items}</ul>
        return <ol start={list.start === '' || list.start === 1 ? undefined : list.start}>{items}</ol>
      }
      case 'checkbox':
        return <Checkbox checked={t.checked} />
      case 'table': {
        const table = t as Tokens.Table
        return (
          <table>
            <thead>
              <tr>{cells(table.header, 'th')}</tr>
            </thead>
            {table.rows.length > 0 && (
              <tbody>
                {each(table.rows, (row) => (
                  <tr>{cells(row, 'td')}</tr>
                ))}
              </tbody>
            )}
          </table>
        )
      }
      case 'hr':
        return <hr />
      default:
        // space and link definitions show nothing; authors' HTML blocks are dropped.
        return null
    }
  })
}

/** Markdown already lexed (`lexMarkdown`), shown with the theme's typography. */
export function MarkdownTokens({ tokens }: { tokens: Token[] }) {
  return <Typography>{blocks(tokens)}</Typography>
}
