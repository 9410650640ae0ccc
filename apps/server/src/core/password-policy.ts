import type { KeyBetween, KeyUnder } from '@portal/i18n/text-keys'
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core'
import { AppError } from './errors.ts'

/** zxcvbn's score 3: at least 10^8 guesses, out of reach of an online attack (ADR 15). */
export const MIN_PASSWORD_SCORE = 3
/** A password at least half made of the person's own name or e-mail is refused whatever its score. */
const MAX_PERSONAL_SHARE = 0.5

/** Whose password it is: what zxcvbn treats as guessable for this person. */
export interface PasswordOwner {
  email: string | null
  firstName: string
  lastName: string
}

let estimator: Promise<ZxcvbnFactory> | undefined

/**
 * The estimator with its dictionaries (breached-password list, English words and names), loaded on the
 * first password that is set: they take ~200 ms and several MB, which a process that never sets one
 * should not pay at start-up. Note: Levenshtein matching stays off, it takes ~0.4 s per check.
 */
function loadEstimator() {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
    })
  })()
  return estimator
}

/** The words of a person's e-mail and names that an attacker who knows them would try first. */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>()
  const add = (value: string) => {
    const word = value.trim().toLowerCase()
    if (word.length >= 3) words.add(word)
  }
  for (const name of [owner.firstName, owner.lastName]) {
    add(name)
    for (const part of name.split(/[\s'-]+/)) add(part)
  }
  add(`${owner.firstName}${owner.lastName}`)
  if (owner.email) {
    const [local = '', domain = ''] = owner.email.toLowerCase().split('@')
    add(owner.email)
    add(local)
    for (const part of local.split(/[._+-]+/)) add(part)
    // The company's name, not the top-level domain.
    for (const label of domain.split('.').slice(0, -1)) add(label)
  }
  return [...words]
}

// Common look-alike substitutions, undone before looking for the person's words in a password.
const UNLEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}

/**
 * How much of the password the person's own words cover (0–1), forwards, reversed or with look-alike
 * characters. Note: counted here rather than from zxcvbn's best match sequence, which may explain
 * "Stone!Sofia" with its list of first names instead and so not notice the owner's own name.
 */
function personalShare(password: string, words: string[], result: ZxcvbnResult) {
  const covered = new Array<boolean>(password.length).fill(false)
  const lower = password.toLowerCase()
  const spellings = [lower, [...lower].map((c) => UNLEET[c] ?? c).join('')]
  for (const word of words) {
    for (const candidate of [word, [...word].reverse().join('')]) {
      for (const spelling of spellings) {
        for (let at = spelling.indexOf(candidate); at >= 0; at = spelling.indexOf(candidate, at + 1)) {
          covered.fill(true, at, at + candidate.length)
        }
      }
    }
  }
  for (const match of result.sequence) {
    if (match.pattern === 'dictionary' && match.dictionaryName === 'userInputs') {
      covered.fill(true, match.i, match.j + 1)
    }
  }
  return covered.filter(Boolean).length / Math.max(password.length, 1)
}

/** zxcvbn's warning, as the catalogue's reason (`api.fields.password_<reason>`). */
const REASONS: Record<string, Exclude<KeyBetween<'api.fields.password_'>, `tip_${string}`>> = {
  userInputs: 'personal',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
}

/** zxcvbn's suggestions, as catalogue keys (`api.fields.password_tip_<tip>`). */
const TIPS: Record<string, KeyBetween<'api.fields.password_tip_'>> = {
  l33t: 'l33t',
  reverseWords: 'reversed',
  allUppercase: 'uppercase',
  capitalization: 'capitalization',
  dates: 'dates',
  recentYears: 'dates',
  associatedYears: 'dates',
  sequences: 'sequences',
  repeated: 'repeated',
  longerKeyboardPattern: 'keyboard',
  anotherWord: 'more_words',
  useWords: 'more_words',
}

/** Why a password is too easy to guess, as catalogue keys (a reason, then tips); empty when it is fine. */
export async function weakPasswordMessages(password: string, owner: PasswordOwner) {
  const words = personalWords(owner)
  const result = (await loadEstimator()).check(password, words)
  const personal = personalShare(password, words, result) >= MAX_PERSONAL_SHARE
  if (!personal && result.score >= MIN_PASSWORD_SCORE) return []
  const reason = personal ? 'personal' : (REASONS[result.feedback.warning ?? ''] ?? 'weak')
  const tips = [...new Set(result.feedback.suggestions.flatMap((s) => TIPS[s] ?? []))]
  if (tips.length === 0) tips.push('more_words')
  const keys: KeyUnder<'api.fields.'>[] = [`api.fields.password_${reason}`]
  for (const tip of tips) keys.push(`api.fields.password_tip_${tip}`)
  return keys
}

/**
 * Refuses a password that is common, breached, a simple pattern or built from the person's own name or
 * e-mail (OWASP ASVS 6.2.4, 6.2.11), with a field error on `field`. Every path that sets a password
 * calls this on the server.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field: string) {
  const messages = await weakPasswordMessages(password, owner)
  if (messages.length === 0) return
  throw new AppError(400, 'api.errors.validation', {
    fields: { [field]: messages.map((key) => ({ key })) },
  })
}
