import { Box, Group, Text, UnstyledButton } from '@mantine/core'
import type { OkrItemType } from '@portal/contracts/okr'
import type { DiagramNode } from '@portal/contracts/okr-table'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { personName } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { HEALTH_COLOR, HealthBadge, ProgressBar } from '../okr-display.tsx'
import { NODE_SIZE } from './diagram-flow.ts'

export interface OkrNodeData extends Record<string, unknown> {
  item: DiagramNode
  onOpen: (item: { type: OkrItemType; id: string }) => void
}
export type OkrFlowNode = Node<OkrNodeData, 'okr'>

// Edges only attach here; nobody draws new ones, so the handles stay invisible.
const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const

/** An objective or key result: title (a button), owner or responsible person, progress bar and health. */
export function OkrNode({ data }: NodeProps<OkrFlowNode>) {
  const { t } = useTranslation()
  const { item, onOpen } = data
  const health = item.type === 'objective' ? item.health : item.pace
  const person = item.type === 'objective' ? item.owner : item.responsible
  const isContext = item.type === 'objective' && !item.matches_filters
  const size = NODE_SIZE[item.type]
  const personLine = person
    ? t(`okr_insights.diagram.${item.type === 'objective' ? 'owner' : 'responsible'}`, {
        name: personName(person),
      })
    : t('okr_insights.unassigned')
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} style={HIDDEN_HANDLE} />
      <Box
        title={isContext ? t('okr_insights.diagram.context') : undefined}
        w={size.width}
        h={size.height}
        p="xs"
        bg="white"
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          cursor: 'pointer',
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px ${isContext ? 'dashed' : 'solid'} var(--mantine-color-gray-4)`,
          borderLeft: `6px solid var(--mantine-color-${HEALTH_COLOR[health]}-6)`,
          opacity: isContext ? 0.75 : 1,
        }}
      >
        <div>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`okr_insights.diagram.${item.type}`)}
            </Text>
            <HealthBadge health={health} size="sm" fz="xs" />
          </Group>
          {/* The title is the node's one tab stop: Enter opens it; a click anywhere on the card does too. */}
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation()
              onOpen({ type: item.type, id: item.id })
            }}
            aria-label={t('okr_insights.diagram.open', { title: item.title })}
            ta="left"
          >
            <Text component="span" size="sm" fw={600} lh={1.25} lineClamp={2}>
              {item.title}
            </Text>
          </UnstyledButton>
        </div>
        <div>
          <Text size="xs" c="dimmed" truncate>
            {personLine}
          </Text>
          <ProgressBar
            value={item.progress}
            title={item.title}
            health={health}
            name="okr_insights.progress_of"
          />
        </div>
      </Box>
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={HIDDEN_HANDLE} />
    </>
  )
}
