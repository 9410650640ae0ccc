import { describe, expect, it } from 'vitest'
import { AgreedElements } from './agreed-elements.ts'

interface Rectangle {
  id: string
  type: 'rectangle'
  version: number
  versionNonce: number
  x: number
  y: number
  width: number
  height: number
}

const rectangle = (id: string, width = 0, height = 0): Rectangle => ({
  id,
  type: 'rectangle',
  version: 1,
  versionNonce: 1_000 + id.length,
  x: 380,
  y: 200,
  width,
  height,
})

/** As Excalidraw's `mutateElement` does while a stroke is drawn: the same object, a new version and nonce. */
function drawOn(element: Rectangle, change: Partial<Rectangle>) {
  Object.assign(element, change)
  element.version++
  element.versionNonce = Math.floor(Math.random() * 2 ** 31)
}

describe('agreed elements', () => {
  it('keeps a stroke drawn on while its save was under way a change, to be saved next', () => {
    const kept = rectangle('kept', 100, 50)
    const agreed = new AgreedElements([kept])
    // Pointer down: the new rectangle is in the scene at no size, and a save leaves with it.
    const drawn = rectangle('drawn')
    const scene = [kept, drawn]
    const sent = agreed.changes(scene)
    expect(sent).toEqual([{ ...drawn }])
    // The drag goes on before the server answers.
    for (let step = 1; step <= 8; step++) drawOn(drawn, { width: 15 * step, height: 8.75 * step })
    // The answer confirms what was sent, which stays as it was sent.
    agreed.agree(sent)
    expect(sent[0]).toMatchObject({ width: 0, height: 0, version: 1 })
    expect(agreed.differs(drawn)).toBe(true)
    expect(agreed.changes(scene)).toEqual([{ ...drawn, width: 120, height: 70, version: 9 }])
    // Once that is saved too, nothing is left.
    agreed.agree(agreed.changes(scene))
    expect(agreed.changes(scene)).toEqual([])
  })

  it('treats elements received from the server as agreed until they change here', () => {
    const theirs = rectangle('theirs', 120, 70)
    const agreed = new AgreedElements([])
    expect(agreed.changes([theirs])).toEqual([theirs])
    agreed.agree([{ ...theirs }])
    expect(agreed.changes([theirs])).toEqual([])
    drawOn(theirs, { x: 500 })
    expect(agreed.changes([theirs])).toEqual([theirs])
  })
})
