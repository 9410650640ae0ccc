import { MantineProvider } from '@mantine/core'
import type { CheckIn, KeyResult } from '@portal/contracts/okr-key-results'
import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import CheckInChart from '../../features/okr/items/check-in-chart.tsx'
import EffectsChart from '../../features/ppm/effects-chart.tsx'
import { formatters } from '../../lib/format.ts'
import { ChartReadout, XYChart, type XYChartProps } from './xy-chart.tsx'

const de = formatters('de-DE')
/** The chart's markup (without Mantine's style sheets), the locales' no-break spaces (`40 %`) as plain ones. */
const render = (node: ReactNode, page = '/de-DE/client/ppm') =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter initialEntries={[page]}>{node}</MemoryRouter>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
const chart = (props: Partial<XYChartProps>) =>
  render(
    <XYChart
      label="Fortschritt"
      kind="bar"
      categories={['Vertrieb', 'Technik']}
      series={[{ label: 'Fortschritt', color: 'primary.6', values: [40, 75.5] }]}
      height={220}
      formatValue={(value) => de.percent(value / 100)}
      domain={[0, 100]}
      {...props}
    />,
  )
/** The texts of an element kind, in the order they are drawn (not the legend's empty swatches). */
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]+)</${tag}>`, 'g'))].map((match) => match[1])

beforeAll(async () => {
  await loadWebCatalogue('de-DE')
  await loadWebCatalogue('en-US')
})

describe('XYChart', () => {
  it('is one image named by its label, with the value axis formatted for the locale', () => {
    const html = chart({})
    expect(html).toMatch(/^<div role="img" aria-label="Fortschritt"/)
    expect(texts(html, 'text')).toEqual(['0 %', '20 %', '40 %', '60 %', '80 %', '100 %'])
  })

  it('draws a bar per category, its height from the scale, centred in its column', () => {
    const html = chart({})
    // The plot is 220 − 22 (labels) − 10 (top) = 188 px high: 40 % is 112.8 px from its top.
    expect(html).toContain('<rect y="112.8" height="75.2"')
    expect(html).toContain('<rect y="46.06" height="141.94"')
    expect(html).toContain('x:calc(50% - min(40%, 24px) + 0 * min(40%, 24px));width:calc(2 * min(40%, 24px))')
    // Each category has its column (half the width each) and its label under the axis.
    expect(html).toContain('x="50%" width="50%"')
    expect(texts(html, 'span')).toEqual(['Vertrieb', 'Technik'])
    expect(html).toContain('fill:var(--mantine-color-primary-6)')
  })

  it('draws lines with a point per category and a reference line with its label', () => {
    const html = chart({
      kind: 'line',
      domain: undefined,
      reference: { value: 120, label: 'Zielwert', color: 'teal.6' },
      formatValue: (value) => de.number(value),
      series: [{ label: 'Wert', color: 'primary.6', values: [20, 60] }],
    })
    expect(texts(html, 'text').at(-1)).toBe('Zielwert')
    // 120 on an axis to 120: the top of the plot.
    expect(html).toMatch(/<line x1="0" x2="100%" y1="0" y2="0"><\/line><text x="100%" y="-4"/)
    expect(html).toContain('stroke:var(--mantine-color-teal-6)')
    expect(html.match(/<circle /g)).toHaveLength(2)
    // The second point: 60 of 120 is halfway down the 188 px plot.
    expect(html).toContain('<circle cx="75%" cy="94"')
    expect(html).toMatch(/<path d="M25,[\d.]+L75,[\d.]+"/)
  })

  it('stacks areas and lists the series in a legend', () => {
    const html = chart({
      kind: 'area',
      stacked: true,
      withLegend: true,
      domain: undefined,
      formatValue: (value) => de.number(value),
      series: [
        { label: 'L0', color: 'gray.4', values: [1, 2] },
        { label: 'L1', color: 'secondary.3', values: [3, 4] },
      ],
    })
    expect(html).toMatch(/<li><span[^>]*><\/span>L0<\/li><li><span[^>]*><\/span>L1<\/li>/)
    // The second layer lies on the first: its area starts where the first one ends.
    const areas = [...html.matchAll(/<path d="(M[^"]*Z)"/g)].map((match) => match[1])
    expect(areas).toHaveLength(2)
    expect(texts(html, 'text')).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    expect(areas[1]).toMatch(/^M25,[\d.]+L75,[\d.]+L75,(?<first>[\d.]+)L25,[\d.]+Z$/)
    // The second layer's bottom is the first layer's top.
    const firstTop = /^M25,([\d.]+)L75,([\d.]+)L75/.exec(areas[0] ?? '')
    const secondBottom = /L75,([\d.]+)L25,([\d.]+)Z$/.exec(areas[1] ?? '')
    expect([secondBottom?.[2], secondBottom?.[1]]).toEqual([firstTop?.[1], firstTop?.[2]])
    // No readout before the pointer is over a column.
    expect(html).not.toContain('readout')
  })

  it('draws an empty chart without marks', () => {
    const html = chart({ categories: [], series: [{ label: 'Fortschritt', color: 'primary.6', values: [] }] })
    expect(html).not.toContain('<rect')
    expect(html).not.toContain('<span')
    expect(texts(html, 'text')).toHaveLength(6)
  })
})

describe('EffectsChart', () => {
  const effects = {
    currency: 'EUR',
    target_cents: 500_000,
    months: [
      { month: '2026-01', planned_by_gate: [100_000, -300_000, 0, 0, 0, 0], actual_cents: 0 },
      { month: '2026-02', planned_by_gate: [50_000, 0, 0, 0, 0, 100_000], actual_cents: 0 },
    ],
  }

  it('cumulates the effects by gate month by month, negative ones below zero, with the target line', () => {
    const html = render(<EffectsChart chart={effects} height={280} />)
    expect(texts(html, 'span')).toEqual(['Jan. 2026', 'Feb. 2026'])
    expect(texts(html, 'text')).toContain('Ziel')
    // Money on the axis in short form; the axis reaches below zero for the negative gate.
    expect(texts(html, 'text')).toContain('-2000 €')
    expect(texts(html, 'text')).toContain('5000 €')
    expect([...html.matchAll(/<li><span[^>]*><\/span>([^<]*)<\/li>/g)].map((match) => match[1])).toEqual([
      'L0 Idee',
      'L1 Validiert',
      'L2 Geplant',
      'L3 Entschieden',
      'L4 Umgesetzt',
      'L5 Realisiert',
    ])
  })

  it('draws no target line without a target, in the page’s language', () => {
    const html = render(
      <EffectsChart chart={{ ...effects, target_cents: null }} height={280} />,
      '/en-US/client/ppm',
    )
    expect(texts(html, 'text')).not.toContain('Target')
    expect(texts(html, 'span')).toEqual(['Jan 2026', 'Feb 2026'])
  })
})

describe('ChartReadout', () => {
  it('lists a category’s figures beside its column, on the side with room', () => {
    const rows = [
      { label: 'L0 Idee', color: 'gray.4', value: de.currency(1500, 'EUR') },
      { label: 'L1 Validiert', color: 'secondary.3', value: de.currency(-3000, 'EUR') },
    ]
    const left = render(<ChartReadout category="Jan. 2026" at={25} rows={rows} />)
    expect(left).toContain('left:25%;transform:translateX(12px)')
    expect(left.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|')).toBe(
      '|Jan. 2026|L0 Idee: 1.500,00 €|L1 Validiert: -3.000,00 €|',
    )
    expect(left).toContain('background:var(--mantine-color-secondary-3)')
    const right = render(<ChartReadout category="Dez. 2026" at={75} rows={rows} />)
    expect(right).toContain('left:75%;transform:translateX(calc(-100% - 12px))')
  })
})

describe('CheckInChart', () => {
  // Only what the chart reads of a check-in and a key result.
  const checkIns = (...values: number[]) =>
    values.map((value, at) => ({ value, created_at: `2026-0${9 - at}-15T10:00:00Z` }) as CheckIn)
  const keyResult = (metric: KeyResult['metric'], unit: string, target: number) =>
    ({ metric, unit, target_value: target }) as KeyResult

  it('shows money in short form on the axis and the target as a line, oldest check-in first', () => {
    const html = render(
      <CheckInChart
        checkIns={checkIns(4_000_000, 1_500_000)}
        keyResult={keyResult('currency', 'EUR', 5_000_000)}
      />,
    )
    expect(texts(html, 'span')).toEqual(['15.08.2026', '15.09.2026'])
    expect(texts(html, 'text')).toEqual([
      '0 €',
      '1 Mio. €',
      '2 Mio. €',
      '3 Mio. €',
      '4 Mio. €',
      '5 Mio. €',
      'Zielwert',
    ])
  })

  it('reads yes/no on whole ticks only, without a target line', () => {
    const html = render(<CheckInChart checkIns={checkIns(1, 0)} keyResult={keyResult('yes_no', '', 1)} />)
    expect(texts(html, 'text')).toEqual(['Nein', 'Ja'])
  })
})
