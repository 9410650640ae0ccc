import { z } from 'zod'
import { locale } from './accounts.ts'

/**
 * Texts per locale as admins edit them (service names, announcements): English is given by `english`
 * (it is the last fallback of every locale), the others are optional, each at most `max` long.
 */
export function localizedInput<English extends z.ZodType>(english: English, max: number) {
  const text = z.string().trim().max(max).optional()
  return z.strictObject({
    'en-US': english,
    'de-DE': text,
    'es-ES': text,
    'zh-CHS': text,
    'fr-FR': text,
    'pt-PT': text,
    'de-AT': text,
  })
}

/** Texts per locale as the API answers them. */
export const localizedText = z.partialRecord(locale, z.string())
export type LocalizedTexts = z.infer<typeof localizedText>
