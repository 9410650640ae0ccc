import { Box, Card, Group, Text, Tooltip } from '@mantine/core'
import type { PortfolioNode } from '@portal/contracts/ppm'
import { useTranslation } from 'react-i18next'
import { formatters } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'

const DEPTH = { program: 0, project: 1, package: 2, measure: 3 } as const
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

/**
 * The projects timeline: programmes, projects and packages as bars from their start to their end date
 * on one month scale, in tree order (plain CSS: a few hundred rows need no chart library). Levels without
 * both dates are listed without a bar.
 */
export function Timeline({ nodes }: { nodes: PortfolioNode[] }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const dated = nodes.filter((n) => n.start_date && n.end_date)
  if (dated.length === 0) {
    return (
      <Card withBorder>
        <Text fw={600}>{t('ppm.timeline.title')}</Text>
        <Text c="dimmed">{t('ppm.timeline.empty')}</Text>
      </Card>
    )
  }
  const from = Math.min(...dated.map((n) => dayOf(n.start_date!)))
  const to = Math.max(...dated.map((n) => dayOf(n.end_date!)))
  const span = Math.max(to - from, 1)
  const at = (day: number) => `${((day - from) / span) * 100}%`
  const months = monthsBetween(from, to)
  const yearStarts = months.filter((m) => new Date(m).getUTCMonth() === 0 || m === months[0])
  return (
    <Card withBorder>
      <Text fw={600}>{t('ppm.timeline.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ppm.timeline.description')}
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
        {nodes.map((node) => {
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
              <Text
                size="sm"
                w="30%"
                truncate
                pl={DEPTH[node.level] * 12}
                fw={node.level === 'program' ? 600 : 400}
              >
                {node.title}
              </Text>
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
                  <Tooltip label={label}>
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
                  </Tooltip>
                )}
              </Box>
            </Group>
          )
        })}
      </Box>
    </Card>
  )
}
