/// <reference types="vite/client" />
import type { TextFiles } from '../web-catalogues.ts'

/** The de-DE web text files, each a chunk of its own (web-catalogues.ts). */
export const files: TextFiles = import.meta.glob<Record<string, unknown>>([
  '../de-DE/*.ts',
  '!../de-DE/*.test.ts',
  '!../de-DE/api.ts',
  '!../de-DE/mail.ts',
  '!../de-DE/web.ts',
  '!../de-DE/same-as-english.ts',
])
