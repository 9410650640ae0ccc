import { describe, expect, it } from 'vitest'
import { type LayoutBox, type LayoutLink, layoutTree } from './diagram-layout.ts'

const box = (id: string, width = 240, height = 100): LayoutBox => ({ id, width, height })
const link = (source: string, target: string): LayoutLink => ({ source, target })

function overlaps(a: LayoutBox, b: LayoutBox, positions: Map<string, { x: number; y: number }>) {
  const p = positions.get(a.id)!
  const q = positions.get(b.id)!
  return p.x < q.x + b.width && q.x < p.x + a.width && p.y < q.y + b.height && q.y < p.y + a.height
}

function expectNoOverlaps(boxes: LayoutBox[], positions: Map<string, { x: number; y: number }>) {
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b, positions), `${a.id} / ${b.id}`).toBe(false)
  }
}

describe('layoutTree', () => {
  it('puts every parent above its children, children side by side, nothing overlapping', () => {
    const boxes = [box('company'), box('product'), box('sales'), box('kr1', 200, 80), box('kr2', 200, 80)]
    const links = [
      link('company', 'product'),
      link('company', 'sales'),
      link('product', 'kr1'),
      link('product', 'kr2'),
    ]
    const positions = layoutTree(boxes, links)
    expect([...positions.keys()].sort()).toEqual(['company', 'kr1', 'kr2', 'product', 'sales'])
    for (const { source, target } of links) {
      const parent = positions.get(source)!
      const child = positions.get(target)!
      const parentHeight = boxes.find((b) => b.id === source)!.height
      expect(child.y, `${source} → ${target}`).toBeGreaterThanOrEqual(parent.y + parentHeight)
    }
    expect(positions.get('product')!.y).toBe(positions.get('sales')!.y)
    expectNoOverlaps(boxes, positions)
  })

  it('places a child of two parents below both, and keeps separate trees apart', () => {
    const boxes = ['growth', 'people', 'reliability', 'lonely', 'lonely-child'].map((id) => box(id))
    const links = [
      link('growth', 'reliability'),
      link('people', 'reliability'),
      link('lonely', 'lonely-child'),
    ]
    const positions = layoutTree(boxes, links)
    const below = (child: string, parent: string) =>
      expect(positions.get(child)!.y).toBeGreaterThanOrEqual(positions.get(parent)!.y + 100)
    below('reliability', 'growth')
    below('reliability', 'people')
    below('lonely-child', 'lonely')
    expectNoOverlaps(boxes, positions)
  })

  it('lays out many siblings of different sizes without overlaps, ignoring links to unknown boxes', () => {
    const boxes = [
      box('root', 300, 120),
      ...Array.from({ length: 30 }, (_, i) => box(`c${i}`, 150 + (i % 4) * 40, 60 + (i % 3) * 30)),
    ]
    const links = [...boxes.slice(1).map((b) => link('root', b.id)), link('root', 'gone'), link('c1', 'c1')]
    const positions = layoutTree(boxes, links)
    expect(positions.size).toBe(31)
    expectNoOverlaps(boxes, positions)
    for (const b of boxes.slice(1)) expect(positions.get(b.id)!.y).toBeGreaterThanOrEqual(120)
  })

  it('answers nothing for nothing', () => {
    expect(layoutTree([], []).size).toBe(0)
  })
})
