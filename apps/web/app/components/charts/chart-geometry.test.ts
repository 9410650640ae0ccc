import { describe, expect, it } from 'vitest'
import { areaPath, centre, labelStep, linePath, spans, themeColor, toY, valueAxis } from './chart-geometry.ts'

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
})
