/// <reference types="vite/client" />
import type { TextFiles } from '../web-catalogues.ts'

/** The pt-PT web text files, each a chunk of its own (web-catalogues.ts). */
export const files: TextFiles = import.meta.glob<Record<string, unknown>>([
  '../pt-PT/*.ts',
  '!../pt-PT/*.test.ts',
  '!../pt-PT/api.ts',
  '!../pt-PT/mail.ts',
  '!../pt-PT/web.ts',
  '!../pt-PT/same-as-english.ts',
])
