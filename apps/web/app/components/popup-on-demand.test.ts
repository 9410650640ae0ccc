import { describe, expect, it } from 'vitest'
import { laterStart, type PopupStart } from './popup-on-demand.tsx'

const start = (clicked: boolean, hovered: boolean, focused: boolean): PopupStart => ({
  clicked,
  hovered,
  focused,
})

describe('laterStart', () => {
  it('keeps a click made after the code came but before the popup was drawn', () => {
    // Hovered: the code came and the swap was asked for; then the click, before React drew it.
    expect(laterStart(start(false, true, false), start(true, true, false))).toEqual(start(true, true, false))
  })

  it('keeps the focus the button had, and a click once made', () => {
    expect(laterStart(start(true, true, true), start(false, false, false))).toEqual(start(true, false, true))
  })

  it('answers the first start itself when nothing changed, so the popup is not drawn again', () => {
    const first = start(true, false, true)
    expect(laterStart(first, start(false, false, true))).toBe(first)
  })
})
