import { nice, ticks } from 'd3-array'
import { area, line, stack, stackOffsetDiverging, stackOffsetNone } from 'd3-shape'

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
 * add up (a negative value lowers the total); bars stack apart, positive upwards and negative downwards.
 */
export function spans(series: readonly ChartSeries[], stacking: 'none' | 'areas' | 'bars'): Span[][] {
  if (stacking === 'none') return series.map((s) => s.values.map((value) => [0, value] as const))
  const count = Math.max(0, ...series.map((s) => s.values.length))
  const rows = Array.from({ length: count }, (_, at) => series.map((s) => s.values[at] ?? 0))
  const layers = stack<number[], number>()
    .keys(series.map((_, index) => index))
    .value((row, index) => row[index] ?? 0)
    .offset(stacking === 'bars' ? stackOffsetDiverging : stackOffsetNone)(rows)
  return layers.map((layer) => layer.map((point) => [point[0], point[1]] as const))
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

/** The SVG path of a line through a series' tops, in a plot 100 units wide. */
export function linePath(tops: readonly Span[], domain: readonly [number, number], height: number) {
  return (
    line<Span>()
      .x((_, index) => centre(index, tops.length))
      .y((span) => toY(span[1], domain, height))(tops) ?? ''
  )
}

/** The SVG path of the area between a series' bottoms and tops, in a plot 100 units wide. */
export function areaPath(spansOf: readonly Span[], domain: readonly [number, number], height: number) {
  return (
    area<Span>()
      .x((_, index) => centre(index, spansOf.length))
      .y0((span) => toY(span[0], domain, height))
      .y1((span) => toY(span[1], domain, height))(spansOf) ?? ''
  )
}
