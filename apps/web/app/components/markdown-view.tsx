import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import type { ComponentProps } from 'react'
import ReactMarkdown from 'react-markdown'
import { Link } from 'react-router'
import remarkGfm from 'remark-gfm'
import { localePath } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

// Note: authors' HTML is dropped, not rendered, and react-markdown's URL filter removes javascript: and
// other unsafe links. Images are left out so that an article cannot load from (or report to) elsewhere.
const DISALLOWED = ['img']

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
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

type HeadingProps = ComponentProps<'h1'> & { node?: unknown }

/** A heading one level lower; react-markdown's `node` prop stays off the DOM. */
const shifted =
  (Tag: 'h3' | 'h4' | 'h5' | 'h6') =>
  ({ node: _node, ...props }: HeadingProps) => <Tag {...props} />

// Content sits under the page's h1 and its own h2 title: its headings start at h3.
const HEADINGS = {
  h1: shifted('h3'),
  h2: shifted('h3'),
  h3: shifted('h4'),
  h4: shifted('h5'),
  h5: shifted('h6'),
}

/** Markdown that staff wrote (GitHub flavour: tables, task lists), shown with the theme's typography. */
export default function MarkdownView({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={DISALLOWED}
        components={{ ...HEADINGS, a: MarkdownLink }}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  )
}
