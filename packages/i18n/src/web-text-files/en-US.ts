/// <reference types="vite/client" />
import type { TextFiles } from '../web-catalogues.ts'

/** The en-US web text files, each a chunk of its own (web-catalogues.ts). */
export const files: TextFiles = import.meta.glob<Record<string, unknown>>([
  '../en-US/*.ts',
  '!../en-US/*.test.ts',
  '!../en-US/api.ts',
  '!../en-US/mail.ts',
  '!../en-US/web.ts',
  '!../en-US/same-as-english.ts',
])
