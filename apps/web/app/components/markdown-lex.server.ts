import { Lexer, type Token } from 'marked'

/**
 * Markdown lexed where a page's data is loaded, for `MarkdownTokens` (components/markdown-tokens.tsx):
 * the page then draws it without marked in the browser (ADR 75). A token's `raw` (its text as written,
 * which a block repeats for everything in it) is kept only on text tokens, the one place the renderer
 * reads it; the tokens travel in the page's data.
 */
export function lexMarkdown(markdown: string): Token[] {
  return withoutRaw(Lexer.lex(markdown, { gfm: true })) as Token[]
}

function withoutRaw(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRaw)
  if (value === null || typeof value !== 'object') return value
  const token: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (key === 'raw' && (value as { type?: unknown }).type !== 'text') continue
    token[key] = withoutRaw(field)
  }
  return token
}
