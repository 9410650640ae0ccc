import { fileTypeFromBuffer } from 'file-type'

/** Endings whose files are plain text: they have no magic number, so they must read as clean UTF-8. */
const TEXT_ENDINGS = new Set(['txt', 'csv', 'md'])

const decoder = new TextDecoder('utf-8', { fatal: true })
// Control characters other than tab, line feed, form feed and carriage return mark a binary file.
const TEXT_CONTROLS = new Set([9, 10, 12, 13])
const isControl = (code: number) => code < 32 || code === 127

export function isPlainText(content: Buffer) {
  try {
    decoder.decode(content)
  } catch {
    return false
  }
  return content.every((byte) => !isControl(byte) || TEXT_CONTROLS.has(byte))
}

/**
 * Whether a file's bytes are what its ending says (`mime` is the type the caller allows for that ending):
 * a renamed program is not a PDF. Text types are served as text whatever they resemble.
 */
export async function contentMatches(content: Buffer, ending: string, mime: string) {
  if (TEXT_ENDINGS.has(ending)) return isPlainText(content)
  return (await fileTypeFromBuffer(content))?.mime === mime
}

/** The ending of a file name, lower case ('' without one). */
export const endingOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : ''

/** The name without any folder, control characters or quotes, at most 200 characters (keeping the ending). */
export function cleanFilename(name: string) {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => !isControl(char.codePointAt(0) ?? 0) && char !== '"')
    .join('')
    .trim()
  if (base.length <= 200) return base || 'attachment'
  const dot = base.lastIndexOf('.')
  const ending = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ''
  return base.slice(0, 200 - ending.length) + ending
}
