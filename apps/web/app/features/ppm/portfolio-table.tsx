import { ActionIcon, Anchor, Badge, Group, Loader, Text } from '@mantine/core'
import type { PortfolioNode, PortfolioQuery, PpmNode } from '@portal/contracts/ppm'
import { IconPencil } from '@tabler/icons-react'
import { useQueries } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useRowWindow } from '../../components/row-window.tsx'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { ExpandToggle } from './expand-toggle.tsx'
import { gateKey } from './gate-label.ts'
import { useMoney } from './money.ts'
import { packageMeasuresQuery } from './package-measures.ts'
import classes from './portfolio-table.module.css'

const ROW_HEIGHT = 37
const DEPTH = { program: 0, project: 1, package: 2, measure: 3 } as const
type Line = { kind: 'node'; node: PpmNode & { measure_count?: number } } | { kind: 'loading'; id: string }

/**
 * Programmes → projects → packages → measures as one tree table; a long one draws only the rows in
 * view. The portfolio brings the levels down to the packages; a package's measures are read when it is
 * opened (packages start closed, or open when filters narrow the measures). A measure's title opens its page.
 */
export function PortfolioTable({
  nodes,
  filters,
  currency,
  measureHref,
  levelHref,
  onEdit,
}: {
  nodes: PortfolioNode[]
  filters: PortfolioQuery
  currency: string
  measureHref: (id: string) => string
  /** A programme's, project's or package's own page. */
  levelHref: (node: { id: string; level: string }) => string
  onEdit: (node: PortfolioNode) => void
}) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const scroller = useRef<HTMLDivElement>(null)
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '')
  // A level is open by default, a package only when filters narrow it; `toggled` flips that.
  const [toggled, setToggled] = useState<Set<string>>(new Set())
  const isOpen = (node: PpmNode) => (node.level === 'package' ? filtered : true) !== toggled.has(node.id)
  const openPackages = nodes.filter(
    (n) =>
      n.level === 'package' &&
      n.measure_count > 0 &&
      isOpen(n) &&
      ![n.program_id, n.project_id].some((id) => id !== null && toggled.has(id)),
  )
  const measureReads = useQueries({
    queries: openPackages.map((pkg) => packageMeasuresQuery(pkg.id, filters)),
  })
  const measuresOf = new Map(openPackages.map((pkg, i) => [pkg.id, measureReads[i]?.data]))
  const lines = (() => {
    const shown: Line[] = []
    const closed = new Set<string>()
    for (const node of nodes) {
      if ([node.program_id, node.project_id].some((id) => id !== null && closed.has(id))) continue
      shown.push({ kind: 'node', node })
      const open = (node.level === 'package' ? filtered : true) !== toggled.has(node.id)
      if (!open) closed.add(node.id)
      if (node.level === 'package' && open && node.measure_count > 0) {
        const measures = measuresOf.get(node.id)
        if (measures) for (const m of measures) shown.push({ kind: 'node', node: m })
        else shown.push({ kind: 'loading', id: `${node.id}-loading` })
      }
    }
    return shown
  })()
  const toggle = (id: string) =>
    setToggled((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  // Packages opened with many measures make a long table: it draws the lines in view, with empty rows of
  // their height around them; the virtualiser's code loads only then (ADR 74, 79).
  const { first, last, before, after, virtualWindow } = useRowWindow({
    scroller,
    count: lines.length,
    rowHeight: ROW_HEIGHT,
  })
  const columns = ['title', 'level', 'status', 'gate', 'owner', 'planned', 'actual', 'report_due'] as const
  return (
    <div ref={scroller} className={classes.scroller}>
      {virtualWindow}
      <table className={classes.table} aria-label={t('ppm.portfolio.title')}>
        <colgroup>
          <col style={{ width: '27%' }} />
          <col style={{ width: '10%' }} />
          <col style={{ width: '8%' }} />
          <col style={{ width: '10%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '10%' }} />
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'planned' || column === 'actual' ? classes.number : undefined}
              >
                {t(`ppm.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {lines.slice(first, last + 1).map((line) => {
            if (line.kind === 'loading') {
              return (
                <tr key={line.id}>
                  <td colSpan={columns.length}>
                    <Group pl={DEPTH.measure * 20}>
                      <Loader size="xs" aria-label={t('ppm.portfolio.loading')} />
                    </Group>
                  </td>
                </tr>
              )
            }
            const node = line.node
            const isMeasure = node.level === 'measure'
            const open = isOpen(node)
            return (
              <tr key={node.id} className={isMeasure ? undefined : classes.upper} data-level={node.level}>
                <td>
                  <Group gap={4} wrap="nowrap" pl={DEPTH[node.level] * 20}>
                    {!isMeasure && (
                      <ExpandToggle
                        open={open}
                        label={t(open ? 'ppm.portfolio.collapse' : 'ppm.portfolio.expand', {
                          title: node.title,
                        })}
                        onToggle={() => toggle(node.id)}
                      />
                    )}
                    <Anchor
                      component={Link}
                      to={isMeasure ? measureHref(node.id) : levelHref(node)}
                      size="sm"
                      truncate
                    >
                      {node.title}
                    </Anchor>
                    {node.level === 'package' && (
                      <Text span size="xs" c="dimmed">
                        {t('ppm.totals.measures', { count: node.measure_count ?? 0 })}
                      </Text>
                    )}
                    {!isMeasure && (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('ppm.edit.open', { title: node.title })}
                        onClick={() => onEdit(node as PortfolioNode)}
                      >
                        <IconPencil size={14} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </td>
                <td>{t(`ppm.levels.${node.level}`)}</td>
                <td>{t(`ppm.statuses.${node.status}`)}</td>
                <td>{node.gate === null ? '' : t(gateKey(node.gate))}</td>
                <td>{node.owner ? personName(node.owner) : ''}</td>
                <td className={classes.number}>{money(node.effects.planned_cents)}</td>
                <td className={classes.number}>{money(node.effects.actual_cents)}</td>
                <td>
                  {node.report_overdue && (
                    <Badge color="coral" variant="light" size="sm">
                      {t('ppm.portfolio.overdue')}
                    </Badge>
                  )}
                </td>
              </tr>
            )
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
