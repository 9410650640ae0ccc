/// <reference types="vite/client" />
import type { TextFiles } from '../web-catalogues.ts'

/** The es-ES web text files, each a chunk of its own (web-catalogues.ts). */
export const files: TextFiles = import.meta.glob<Record<string, unknown>>([
  '../es-ES/*.ts',
  '!../es-ES/*.test.ts',
  '!../es-ES/api.ts',
  '!../es-ES/mail.ts',
  '!../es-ES/web.ts',
  '!../es-ES/same-as-english.ts',
])
