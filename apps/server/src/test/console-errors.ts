import { afterEach, beforeEach, expect } from 'vitest'

/**
 * A test that makes anything print to console.error (an unhandled rejection logged by a library, a
 * React warning) fails: such output used to scroll past unread.
 */
let printed: unknown[][] = []
const original = console.error

beforeEach(() => {
  printed = []
  console.error = (...args: unknown[]) => {
    printed.push(args)
    original(...args)
  }
})

afterEach(() => {
  console.error = original
  expect(
    printed.map((args) => args.map(String).join(' ')),
    'console.error during the test',
  ).toEqual([])
})
