import { Lexer } from 'marked'
import { useMemo } from 'react'
import { MarkdownTokens } from './markdown-tokens.tsx'

/**
 * Markdown that staff wrote (GitHub flavour: tables, task lists), lexed in the browser by marked's lexer
 * (ADR 68): the assistant's streamed answers, the markdown field's preview, guide articles and lessons.
 */
export default function MarkdownView({ children }: { children: string }) {
  const tokens = useMemo(() => Lexer.lex(children, { gfm: true }), [children])
  return <MarkdownTokens tokens={tokens} />
}
