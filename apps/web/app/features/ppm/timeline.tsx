import { Box, Group, Loader, Paper, Text } from '@mantine/core'
import type { PortfolioNode, PortfolioQuery, PpmNode } from '@portal/contracts/ppm'
import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { ExpandToggle } from './expand-toggle.tsx'
import { packageMeasuresQuery } from './package-measures.ts'

const DEPTH = { program: 0, project: 1, package: 2, measure: 3 } as const
// A bar's tooltip (Mantine's Tooltip with floating-ui) loads when the pointer first reaches a bar (ADR 70).
const loadBarTooltip = () => import('./bar-tooltip.tsx').then((module) => module.BarTooltip)
// Paper drawn as Card was (its padding, and what overflows the scale's end clipped); Card's code stays out.
const CARD = { overflow: 'hidden' } as const
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** The months between two days, as their first days (the scale's ticks). */
function monthsBetween(from: number, to: number) {
  const months: number[] = []
  const at = new Date(from)
  at.setUTCDate(1)
  while (at.getTime() <= to) {
    months.push(at.getTime())
    at.setUTCMonth(at.getUTCMonth() + 1)
  }
  return months
}

type Row =
  | { kind: 'node'; node: PpmNode & { measure_count?: number } }
  | { kind: 'loading'; id: string }
  | { kind: 'undated'; id: string; count: number }

/**
 * The projects timeline: programmes, projects and packages as bars from their start to their end date
 * on one month scale, in tree order (plain CSS: a few hundred rows need no chart library). Levels without
 * both dates are listed without a bar. A package opened here shows its measures that have both dates;
 * they are read per package, as the portfolio table reads them (the same query, so one read serves both).
 */
export function Timeline({ nodes, filters }: { nodes: PortfolioNode[]; filters: PortfolioQuery }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const [opened, setOpened] = useState<Set<string>>(new Set())
  const openPackages = nodes.filter((n) => n.level === 'package' && n.measure_count > 0 && opened.has(n.id))
  const reads = useQueries({ queries: openPackages.map((pkg) => packageMeasuresQuery(pkg.id, filters)) })
  const measuresOf = new Map(openPackages.map((pkg, i) => [pkg.id, reads[i]?.data]))
  const rows: Row[] = []
  for (const node of nodes) {
    rows.push({ kind: 'node', node })
    if (!opened.has(node.id) || node.level !== 'package') continue
    const measures = measuresOf.get(node.id)
    if (!measures) {
      rows.push({ kind: 'loading', id: `${node.id}-loading` })
      continue
    }
    const withDates = measures.filter((m) => m.start_date && m.end_date)
    for (const m of withDates) rows.push({ kind: 'node', node: m })
    if (withDates.length < measures.length) {
      rows.push({ kind: 'undated', id: `${node.id}-undated`, count: measures.length - withDates.length })
    }
  }
  const toggle = (id: string) =>
    setOpened((was) => {
      const next = new Set(was)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const dated = rows.flatMap((r) =>
    r.kind === 'node' && r.node.start_date && r.node.end_date ? [r.node] : [],
  )
  if (dated.length === 0) {
    return (
      <Paper withBorder p="md" style={CARD}>
        <Text fw={600}>{t('ppm.timeline.title')}</Text>
        <Text c="dimmed">{t('ppm.timeline.empty')}</Text>
      </Paper>
    )
  }
  const from = Math.min(...dated.map((n) => dayOf(n.start_date!)))
  const to = Math.max(...dated.map((n) => dayOf(n.end_date!)))
  const span = Math.max(to - from, 1)
  const at = (day: number) => `${((day - from) / span) * 100}%`
  const months = monthsBetween(from, to)
  const yearStarts = months.filter((m) => new Date(m).getUTCMonth() === 0 || m === months[0])
  return (
    <Paper withBorder p="md" style={CARD}>
      <Text fw={600}>{t('ppm.timeline.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ppm.timeline.description')} {t('ppm.timeline.measures_hint')}
      </Text>
      <Box role="list" aria-label={t('ppm.timeline.title')} style={{ display: 'grid', gap: 4 }}>
        <Group wrap="nowrap" gap="sm" aria-hidden>
          <Box w="30%" />
          <Box style={{ position: 'relative', flex: 1, height: 18 }}>
            {yearStarts.map((m) => (
              <Text
                key={m}
                size="xs"
                c="dimmed"
                style={{ position: 'absolute', left: at(Math.max(m, from)), whiteSpace: 'nowrap' }}
              >
                {new Date(m).getUTCFullYear()}
              </Text>
            ))}
          </Box>
        </Group>
        {rows.map((row) => {
          if (row.kind !== 'node') {
            return (
              <Group key={row.id} role="listitem" wrap="nowrap" gap="sm">
                <Text size="xs" c="dimmed" pl={DEPTH.measure * 12}>
                  {row.kind === 'loading' ? (
                    <Loader size="xs" aria-label={t('ppm.portfolio.loading')} />
                  ) : (
                    t('ppm.timeline.undated', { count: row.count })
                  )}
                </Text>
              </Group>
            )
          }
          const { node } = row
          const expandable = node.level === 'package' && (node.measure_count ?? 0) > 0
          const open = opened.has(node.id)
          const hasDates = node.start_date && node.end_date
          const label = hasDates
            ? t('ppm.timeline.bar', {
                title: node.title,
                start: format.day(node.start_date!),
                end: format.day(node.end_date!),
              })
            : t('ppm.timeline.no_dates', { title: node.title })
          return (
            <Group key={node.id} role="listitem" aria-label={label} wrap="nowrap" gap="sm">
              <Group w="30%" gap={4} wrap="nowrap" pl={DEPTH[node.level] * 12}>
                {expandable && (
                  <ExpandToggle
                    size="xs"
                    open={open}
                    label={t(open ? 'ppm.timeline.hide_measures' : 'ppm.timeline.show_measures', {
                      title: node.title,
                    })}
                    onToggle={() => toggle(node.id)}
                  />
                )}
                <Text size="sm" truncate fw={node.level === 'program' ? 600 : 400}>
                  {node.title}
                </Text>
              </Group>
              <Box
                style={{
                  position: 'relative',
                  flex: 1,
                  height: 16,
                  background: 'var(--mantine-color-default-hover)',
                  borderRadius: 4,
                }}
              >
                {hasDates && (
                  <PopupOnDemand
                    load={loadBarTooltip}
                    props={{ label }}
                    trigger={
                      <Box
                        style={{
                          position: 'absolute',
                          left: at(dayOf(node.start_date!)),
                          width: `max(4px, calc(${at(dayOf(node.end_date!))} - ${at(dayOf(node.start_date!))}))`,
                          top: 2,
                          bottom: 2,
                          borderRadius: 3,
                          background: `var(--mantine-color-blue-${[8, 6, 4, 3][DEPTH[node.level]]})`,
                        }}
                      />
                    }
                  />
                )}
              </Box>
            </Group>
          )
        })}
      </Box>
    </Paper>
  )
}
