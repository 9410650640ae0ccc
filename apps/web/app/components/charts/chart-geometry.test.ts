import { area, line, stack, stackOffsetDiverging, stackOffsetNone } from 'd3-shape'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  areaPath,
  centre,
  labelStep,
  linePath,
  type Span,
  spans,
  themeColor,
  toY,
  valueAxis,
} from './chart-geometry.ts'

const series = (...values: number[][]) =>
  values.map((v, i) => ({ label: `s${i}`, color: 'gray.6', values: v }))

describe('chart geometry', () => {
  it('draws each series from zero unless stacked', () => {
    expect(spans(series([1, -2], [3, 4]), 'none')).toEqual([
      [
        [0, 1],
        [0, -2],
      ],
      [
        [0, 3],
        [0, 4],
      ],
    ])
  })

  it('stacks areas as they add up: a negative layer lowers the total', () => {
    expect(spans(series([10, 10], [-4, 5], [2, 0]), 'areas')).toEqual([
      [
        [0, 10],
        [0, 10],
      ],
      [
        [10, 6],
        [10, 15],
      ],
      [
        [6, 8],
        [15, 15],
      ],
    ])
  })

  it('stacks bars apart: positive upwards, negative downwards from zero', () => {
    expect(spans(series([3], [-2], [4], [-1]), 'bars').map((layer) => layer[0])).toEqual([
      [0, 3],
      [-2, 0],
      [3, 7],
      [-3, -2],
    ])
  })

  it('fits the value axis to the data, zero and a reference value, on round ticks', () => {
    expect(valueAxis(spans(series([12, 87]), 'none'))).toEqual({
      domain: [0, 100],
      ticks: [0, 20, 40, 60, 80, 100],
    })
    // The target above every value still shows.
    expect(valueAxis(spans(series([3, 4]), 'none'), { extra: [9] }).domain).toEqual([0, 10])
    // Negative totals reach below zero.
    expect(valueAxis(spans(series([-1500, 800]), 'areas')).domain).toEqual([-1500, 1000])
    // A fixed range stays as it is.
    expect(valueAxis(spans(series([5]), 'none'), { fixed: [0, 100] })).toEqual({
      domain: [0, 100],
      ticks: [0, 20, 40, 60, 80, 100],
    })
  })

  it('shows only whole ticks for counts, and an axis for no data at all', () => {
    expect(valueAxis(spans(series([1, 3]), 'none')).ticks).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3])
    expect(valueAxis(spans(series([1, 3]), 'none'), { wholeNumbers: true }).ticks).toEqual([0, 1, 2, 3])
    expect(valueAxis([])).toEqual({ domain: [0, 1], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] })
  })

  it('places values from the top and categories at the centres of equal columns', () => {
    expect(toY(100, [0, 100], 200)).toBe(0)
    expect(toY(25, [0, 100], 200)).toBe(150)
    expect(toY(0, [-50, 50], 100)).toBe(50)
    expect([0, 1, 2, 3].map((i) => centre(i, 4))).toEqual([12.5, 37.5, 62.5, 87.5])
  })

  it('labels every category while eight fit, else every second, third…', () => {
    expect(labelStep(8)).toBe(1)
    expect(labelStep(9)).toBe(2)
    expect(labelStep(24)).toBe(3)
    expect(labelStep(0)).toBe(1)
  })

  it('draws lines through the tops and areas between bottoms and tops', () => {
    expect(
      linePath(
        [
          [0, 0],
          [0, 100],
        ],
        [0, 100],
        200,
      ),
    ).toBe('M25,200L75,0')
    expect(
      areaPath(
        [
          [0, 50],
          [50, 100],
        ],
        [0, 100],
        100,
      ),
    ).toBe('M25,50L75,0L75,50L25,100Z')
  })

  it('names Mantine colours by their CSS variables', () => {
    expect(themeColor('primary.6')).toBe('var(--mantine-color-primary-6)')
  })

  // The stacking and paths are written here instead of imported (ADR 81); d3-shape, which they replace,
  // is the reference: the same spans and paths for any data.
  const values = fc.array(
    fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 })),
    {
      maxLength: 12,
    },
  )
  const data = fc.array(values, { minLength: 1, maxLength: 5 })

  it("stacks as d3-shape's stack does", () => {
    fc.assert(
      fc.property(data, (rows) => {
        const all = series(...rows)
        const count = Math.max(0, ...rows.map((r) => r.length))
        const table = Array.from({ length: count }, (_, at) => rows.map((r) => r[at] ?? 0))
        for (const [stacking, offset] of [
          ['areas', stackOffsetNone],
          ['bars', stackOffsetDiverging],
        ] as const) {
          const d3 = stack<number[], number>()
            .keys(rows.map((_, index) => index))
            .value((row, index) => row[index] ?? 0)
            .offset(offset)(table)
            .map((layer) => layer.map((point) => [point[0], point[1]]))
          expect(spans(all, stacking)).toEqual(d3)
        }
      }),
    )
  })

  it("draws the paths d3-shape's line and area draw", () => {
    const span = fc.tuple(
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
    )
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), fc.integer({ min: 1, max: 400 }), (points, height) => {
        const domain = [-1e6, 1e6] as const
        const tops = points as Span[]
        const x = (_: Span, index: number) => centre(index, tops.length)
        expect(linePath(tops, domain, height)).toBe(
          line<Span>()
            .x(x)
            .y((p) => toY(p[1], domain, height))(tops) ?? '',
        )
        expect(areaPath(tops, domain, height)).toBe(
          area<Span>()
            .x(x)
            .y0((p) => toY(p[0], domain, height))
            .y1((p) => toY(p[1], domain, height))(tops) ?? '',
        )
      }),
    )
  })
})
