import { nice, ticks } from 'd3-array'

/** One series of a chart: a value per category, in the chart's order. */
export interface ChartSeries {
  label: string
  /** A Mantine theme colour, `primary.6`: drawn through its CSS variable, so dark mode follows. */
  color: string
  values: readonly number[]
}

/** From where to where a series is drawn at one category. */
export type Span = readonly [number, number]

/** A Mantine colour name (`coral.6`) as the CSS variable the theme defines for it. */
export const themeColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`

/**
 * Each series' span at each category: from 0, or stacked on the series before it. Areas stack as they
 * add up (a negative value lowers the total: d3-shape's `stackOffsetNone`); bars stack apart, positive
 * upwards and negative downwards (its `stackOffsetDiverging`). Written here, not imported: d3-shape is
 * one file whose curve classes stay in any bundle that takes a function from it (ADR 81).
 */
export function spans(series: readonly ChartSeries[], stacking: 'none' | 'areas' | 'bars'): Span[][] {
  if (stacking === 'none') return series.map((s) => s.values.map((value) => [0, value] as const))
  const count = Math.max(0, ...series.map((s) => s.values.length))
  const layers: Span[][] = series.map(() => [])
  for (let at = 0; at < count; at++) {
    let total = 0
    let up = 0
    let down = 0
    series.forEach((s, index) => {
      const value = s.values[at] ?? 0
      let span: Span = [0, value]
      if (stacking === 'areas') {
        span = index === 0 ? [0, value] : [total, value + total]
        // A value that is not a number leaves the total as it was.
        total = Number.isNaN(span[1]) ? span[0] : span[1]
      } else if (value > 0) {
        span = [up, up + value]
        up += value
      } else if (value < 0) {
        span = [down + value, down]
        down += value
      }
      layers[index]!.push(span)
    })
  }
  return layers
}

/**
 * The value axis: a range rounded to tick values that holds every span, zero and the extra values;
 * only whole ticks for counts.
 */
export function valueAxis(
  all: readonly Span[][],
  { extra = [], fixed, wholeNumbers = false }: AxisOptions = {},
) {
  const values = [0, ...extra, ...all.flat(2)]
  let [low, high] = fixed ?? [Math.min(...values), Math.max(...values)]
  if (low === high) high = low + 1
  if (!fixed) [low, high] = nice(low, high, TICKS)
  const marks = ticks(low, high, TICKS)
  return {
    domain: [low, high] as const,
    ticks: wholeNumbers ? marks.filter((tick) => Number.isInteger(tick)) : marks,
  }
}

export interface AxisOptions {
  /** Values the axis must hold besides the data: a reference line's. */
  extra?: readonly number[]
  /** A fixed range (0–100 %) instead of one fitted to the data. */
  fixed?: readonly [number, number] | undefined
  wholeNumbers?: boolean
}

const TICKS = 5

/** A value's distance from the top of a plot `height` pixels high showing `domain`. */
export const toY = (value: number, domain: readonly [number, number], height: number) =>
  ((domain[1] - value) / (domain[1] - domain[0])) * height

/** The centre of category `index` of `count`, as a percentage of the plot's width. */
export const centre = (index: number, count: number) => ((index + 0.5) / count) * 100

/** Every how many categories a label fits under the axis (at most `most` labels). */
export const labelStep = (count: number, most = 8) => Math.max(1, Math.ceil(count / most))

/** A path's number as d3-shape writes it: to three decimals. */
const round = (value: number) => Math.round(value * 1000) / 1000

/** SVG path commands through points, as d3-shape's linear curve writes them. */
const through = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('')

/** The SVG path of a line through a series' tops, in a plot 100 units wide (one point: `M…Z`, as d3's). */
export function linePath(tops: readonly Span[], domain: readonly [number, number], height: number) {
  const path = through(tops.map((span, index) => [centre(index, tops.length), toY(span[1], domain, height)]))
  return tops.length === 1 ? `${path}Z` : path
}

/** The SVG path of the area between a series' bottoms and tops, in a plot 100 units wide. */
export function areaPath(spansOf: readonly Span[], domain: readonly [number, number], height: number) {
  if (spansOf.length === 0) return ''
  const x = (index: number) => centre(index, spansOf.length)
  const tops = spansOf.map((span, index) => [x(index), toY(span[1], domain, height)] as const)
  const bottoms = spansOf.map((span, index) => [x(index), toY(span[0], domain, height)] as const).reverse()
  return `${through(tops)}${through(bottoms).replace(/^M/, 'L')}Z`
}
