import { ActionIcon, Anchor, Badge, Group } from '@mantine/core'
import type { PpmNode } from '@portal/contracts/ppm'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { personName } from '../../lib/format.ts'
import { gateKey } from './gate-label.ts'
import { useMoney } from './money.ts'
import classes from './portfolio-table.module.css'

const ROW_HEIGHT = 37
const DEPTH = { program: 0, project: 1, package: 2, measure: 3 } as const

/** The nodes in tree order with the collapsed levels' descendants left out. */
function visibleLines(nodes: PpmNode[], collapsed: Set<string>) {
  return nodes.filter(
    (n) =>
      ![n.program_id, n.project_id, n.package_id].some(
        (id) => id !== null && id !== n.id && collapsed.has(id),
      ),
  )
}

/**
 * Programmes → projects → packages → measures as one tree table, virtualised: only the rows in view are
 * drawn, so thousands of measures scroll smoothly. A measure's title opens its page.
 */
export function PortfolioTable({
  nodes,
  currency,
  measureHref,
}: {
  nodes: PpmNode[]
  currency: string
  measureHref: (id: string) => string
}) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const scroller = useRef<HTMLDivElement>(null)
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const lines = useMemo(() => visibleLines(nodes, collapsed), [nodes, collapsed])
  const getItemKey = useCallback((index: number) => lines[index]?.id ?? index, [lines])
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey,
    initialRect: { width: 1200, height: 720 },
  })
  const toggle = (id: string) =>
    setCollapsed((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const columns = ['title', 'level', 'status', 'gate', 'owner', 'planned', 'actual', 'report_due'] as const
  return (
    <div ref={scroller} className={classes.scroller}>
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
          {items.map((virtual) => {
            const node = lines[virtual.index]
            if (!node) return null
            const isMeasure = node.level === 'measure'
            const open = !collapsed.has(node.id)
            return (
              <tr key={node.id} className={isMeasure ? undefined : classes.upper} data-level={node.level}>
                <td>
                  <Group gap={4} wrap="nowrap" pl={DEPTH[node.level] * 20}>
                    {!isMeasure && (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-expanded={open}
                        aria-label={t(open ? 'ppm.portfolio.collapse' : 'ppm.portfolio.expand', {
                          title: node.title,
                        })}
                        onClick={() => toggle(node.id)}
                      >
                        {open ? (
                          <IconChevronDown size={14} aria-hidden />
                        ) : (
                          <IconChevronRight size={14} aria-hidden />
                        )}
                      </ActionIcon>
                    )}
                    {isMeasure ? (
                      <Anchor component={Link} to={measureHref(node.id)} size="sm" truncate>
                        {node.title}
                      </Anchor>
                    ) : (
                      <span>{node.title}</span>
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
