import { useState } from 'react'
import {
  areaPath,
  type ChartSeries,
  centre,
  labelStep,
  linePath,
  type Span,
  spans,
  themeColor,
  toY,
  valueAxis,
} from './chart-geometry.ts'
import classes from './xy-chart.module.css'

export interface XYChartProps {
  /** What the chart shows, for screen readers: the figures themselves are listed beside each chart. */
  label: string
  kind: 'bar' | 'line' | 'area'
  /** Series on top of each other (areas and bars) instead of each from zero. */
  stacked?: boolean
  /** The category axis' labels, already in the page's language. */
  categories: readonly string[]
  series: readonly ChartSeries[]
  /** The whole chart's height in pixels, legend and labels included (more if the legend takes two lines). */
  height: number
  /** A value as the readout over a mark shows it. */
  formatValue: (value: number) => string
  /** A value as the value axis shows it; `formatValue` unless given. */
  formatTick?: (value: number) => string
  /** A fixed value axis (0–100 %) instead of one fitted to the data. */
  domain?: readonly [number, number]
  /** Counts: the value axis shows whole numbers only. */
  wholeNumbers?: boolean
  /** A horizontal line at a value, with its label at the right end. */
  reference?: { value: number; label: string; color: string } | null
  withLegend?: boolean
  /** The width of the value axis' labels, in pixels. */
  axisWidth?: number
  maxBarWidth?: number
}

const LEGEND = 28
const LABELS = 22
const TOP = 10
const RIGHT = 12
const pct = (value: number) => `${value}%`

/**
 * A bar, line or area chart drawn as SVG, on the server as in the browser: the x positions are
 * percentages of the plot's width, so it fills its box without measuring it (no layout shift, no
 * second render), and lines and areas are drawn in a plot 100 units wide stretched to that width.
 */
export function XYChart({
  label,
  kind,
  stacked = false,
  categories,
  series,
  height,
  formatValue,
  formatTick = formatValue,
  domain: fixed,
  wholeNumbers = false,
  reference,
  withLegend = false,
  axisWidth = 48,
  maxBarWidth = 48,
}: XYChartProps) {
  const count = categories.length
  const all = spans(series, !stacked ? 'none' : kind === 'bar' ? 'bars' : 'areas')
  const axis = valueAxis(all, { extra: reference ? [reference.value] : [], fixed, wholeNumbers })
  const svgHeight = height - LABELS - (withLegend ? LEGEND : 0)
  const plot = svgHeight - TOP
  const y = (value: number) => toY(value, axis.domain, plot)
  const step = labelStep(count)
  // The column under the pointer (or last tapped), whose figures the readout shows.
  const [active, setActive] = useState<number | null>(null)
  return (
    <div role="img" aria-label={label} className={classes.chart} style={{ minHeight: height }}>
      {withLegend && (
        <ul className={classes.legend} style={{ minHeight: LEGEND, paddingRight: RIGHT }}>
          {series.map((s) => (
            <li key={s.label}>
              <span className={classes.swatch} style={{ background: themeColor(s.color) }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.row} style={{ height: svgHeight }}>
        <svg className={classes.svg} width={axisWidth} height={svgHeight} aria-hidden="true">
          {axis.ticks.map((tick) => (
            <text key={tick} x={axisWidth - 8} y={TOP + y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatTick(tick)}
            </text>
          ))}
        </svg>
        <div className={classes.plot} style={{ marginRight: RIGHT }}>
          <svg className={classes.svg} width="100%" height={svgHeight} aria-hidden="true">
            <svg aria-hidden="true" y={TOP} width="100%" height={plot} overflow="visible">
              {axis.ticks.map((tick) => (
                <line key={tick} className={classes.grid} x1="0" x2="100%" y1={y(tick)} y2={y(tick)} />
              ))}
              {categories.map((_, at) => (
                <svg
                  aria-hidden="true"
                  // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place on the axis (two check-ins can share a day)
                  key={at}
                  x={pct((at / count) * 100)}
                  width={pct(100 / count)}
                  overflow="visible"
                >
                  <g
                    onPointerEnter={() => setActive(at)}
                    // A tap's readout stays until the next tap; a mouse's goes with the pointer.
                    onPointerLeave={(event) => event.pointerType !== 'touch' && setActive(null)}
                  >
                    <rect
                      className={classes.band}
                      data-active={active === at || undefined}
                      width="100%"
                      height={plot}
                    />
                    {kind === 'bar' &&
                      series.map((s, index) => (
                        <Bar
                          key={s.label}
                          span={all[index]?.[at] ?? [0, 0]}
                          color={s.color}
                          y={y}
                          slot={stacked ? [0, 1] : [index, series.length]}
                          maxWidth={maxBarWidth}
                        />
                      ))}
                  </g>
                </svg>
              ))}
              {kind !== 'bar' && count > 0 && (
                <svg
                  aria-hidden="true"
                  viewBox={`0 0 100 ${plot}`}
                  preserveAspectRatio="none"
                  width="100%"
                  height={plot}
                >
                  {all.map((layer, index) => {
                    const color = themeColor(series[index]?.color ?? 'gray.6')
                    return (
                      <g key={series[index]?.label ?? index} className={classes.series}>
                        {kind === 'area' && (
                          <path
                            d={areaPath(layer, axis.domain, plot)}
                            style={{ fill: color }}
                            fillOpacity={0.35}
                          />
                        )}
                        <path
                          d={linePath(layer, axis.domain, plot)}
                          className={classes.line}
                          style={{ stroke: color }}
                        />
                      </g>
                    )
                  })}
                </svg>
              )}
              {kind === 'line' &&
                all.map((layer, index) => (
                  <Dots
                    key={series[index]?.label ?? index}
                    layer={layer}
                    y={y}
                    color={series[index]?.color ?? 'gray.6'}
                  />
                ))}
              {reference && (
                <g className={classes.reference} style={{ stroke: themeColor(reference.color) }}>
                  <line x1="0" x2="100%" y1={y(reference.value)} y2={y(reference.value)} />
                  <text
                    x="100%"
                    y={y(reference.value) - 4}
                    textAnchor="end"
                    style={{ fill: themeColor(reference.color) }}
                  >
                    {reference.label}
                  </text>
                </g>
              )}
            </svg>
          </svg>
          {active !== null && active < count && (
            <ChartReadout
              category={categories[active] ?? ''}
              at={centre(active, count)}
              rows={series.map((s) => ({
                label: s.label,
                color: s.color,
                value: formatValue(s.values[active] ?? 0),
              }))}
            />
          )}
        </div>
      </div>
      <div className={classes.labels} style={{ height: LABELS, marginLeft: axisWidth, marginRight: RIGHT }}>
        {categories.map((category, at) =>
          at % step === 0 ? (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place on the axis (two check-ins can share a day)
              key={at}
              style={{ left: pct(centre(at, count)), maxWidth: pct((step * 100) / count) }}
            >
              {category}
            </span>
          ) : null,
        )}
      </div>
    </div>
  )
}

/** One bar (or a stacked bar's segment) in its category's column, `slot[0]` of `slot[1]` side by side. */
function Bar({
  span,
  color,
  y,
  slot: [index, of],
  maxWidth,
}: {
  span: Span
  color: string
  y: (value: number) => number
  slot: readonly [number, number]
  maxWidth: number
}) {
  const top = y(Math.max(span[0], span[1]))
  // Together the bars take 80 % of the column, at most `maxWidth` pixels each.
  const half = `min(40%, ${(maxWidth * of) / 2}px)`
  return (
    <rect
      y={top}
      height={Math.abs(y(span[0]) - y(span[1]))}
      style={{
        x: `calc(50% - ${half} + ${(2 * index) / of} * ${half})`,
        width: `calc(${2 / of} * ${half})`,
        fill: themeColor(color),
      }}
    />
  )
}

/** The points of a line. */
function Dots({ layer, y, color }: { layer: readonly Span[]; y: (value: number) => number; color: string }) {
  return (
    <g className={classes.dots} style={{ fill: themeColor(color) }}>
      {layer.map((span, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place on the axis
        <circle key={at} cx={pct(centre(at, layer.length))} cy={y(span[1])} r={3.5} />
      ))}
    </g>
  )
}

/**
 * The figures of one category beside its column: to the right of it in the plot's left half, to the
 * left in the right half, so that it never covers the column it reads out.
 */
export function ChartReadout({
  category,
  at,
  rows,
}: {
  category: string
  /** The column's centre, as a percentage of the plot's width. */
  at: number
  rows: readonly { label: string; color: string; value: string }[]
}) {
  return (
    <div
      className={classes.readout}
      style={{ left: pct(at), transform: at <= 50 ? 'translateX(12px)' : 'translateX(calc(-100% - 12px))' }}
    >
      <strong>{category}</strong>
      {rows.map((row) => (
        <div key={row.label}>
          <span className={classes.swatch} style={{ background: themeColor(row.color) }} />
          {row.label}: {row.value}
        </div>
      ))}
    </div>
  )
}
