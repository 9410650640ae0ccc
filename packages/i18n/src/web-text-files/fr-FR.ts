/// <reference types="vite/client" />
import type { TextFiles } from '../web-catalogues.ts'

/** The fr-FR web text files, each a chunk of its own (web-catalogues.ts). */
export const files: TextFiles = import.meta.glob<Record<string, unknown>>([
  '../fr-FR/*.ts',
  '!../fr-FR/*.test.ts',
  '!../fr-FR/api.ts',
  '!../fr-FR/mail.ts',
  '!../fr-FR/web.ts',
  '!../fr-FR/same-as-english.ts',
])
