import { createHash, randomInt } from 'node:crypto'

// No 0/O, 1/I/L or U: a code read aloud or typed from paper cannot be mistaken.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 4
const GROUP_LENGTH = 4

/** A new code, e.g. `K7QX-2MNP-8RTV-W4HZ`: 16 characters of 30, about 78 bits. */
export function generateCode() {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  )
  return groups.join('-')
}

/** What is compared: upper case, without spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')

export const hashCode = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex')

/** The last group, so that staff can tell codes apart without the code. */
export const hintOf = (code: string) => normalizeCode(code).slice(-GROUP_LENGTH)
