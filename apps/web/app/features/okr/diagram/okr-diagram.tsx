import '@xyflow/react/dist/style.css'
import '@mantine/core/styles/Switch.css'
import { Alert, Box, Button, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core'
import type { OkrFilters, OkrItemType } from '@portal/contracts/okr'
import { okrViewsApi } from '@portal/contracts/okr-table'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { keepPreviousData } from '@tanstack/react-query'
import { Background, Controls, MiniMap, ReactFlow } from '@xyflow/react'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { formatters } from '../../../lib/format.ts'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { HEALTH_COLOR } from '../okr-display.tsx'
import { diagramFlow } from './diagram-flow.ts'
import { type OkrFlowNode, OkrNode } from './okr-node.tsx'

export interface OkrDiagramProps {
  /** The OKR page's filters (the table's); the diagram shows the objectives they match. */
  filters: OkrFilters
  /** A node was clicked or opened with Enter. */
  onOpen: (item: { type: OkrItemType; id: string }) => void
  /** Height of the canvas in px. */
  height?: number
}

const NODE_TYPES = { okr: OkrNode }

const minimapColor = (node: OkrFlowNode) => {
  const { item } = node.data
  const health = item.type === 'objective' ? item.health : item.pace
  return `var(--mantine-color-${HEALTH_COLOR[health]}-6)`
}

/**
 * The alignment diagram: objectives as a tree (parents above the objectives aligned to them), key results
 * below their objective on request, zoom, pan, overview map. A lazy chunk: React Flow loads only here.
 */
export default function OkrDiagram({ filters, onOpen, height = 640 }: OkrDiagramProps) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const [showKeyResults, setShowKeyResults] = useState(false)
  const request = { filters, include_key_results: showKeyResults, include_context: true }
  const diagram = useRead(okrViewsApi.diagram, { body: request }, { placeholderData: keepPreviousData })
  // The layout runs once per answer, however often the page passes a new onOpen.
  const onOpenRef = useRef(onOpen)
  onOpenRef.current = onOpen
  const open = useCallback((item: { type: OkrItemType; id: string }) => onOpenRef.current(item), [])
  const flow = useMemo(() => diagram.data && diagramFlow(diagram.data, open), [diagram.data, open])
  // The diagram opens at 100 % (its texts at 12 px or more), centred on its top row: the zoom and the
  // overview map reach the rest.
  const fitViewOptions = useMemo(() => {
    const top = Math.min(...(flow?.nodes ?? []).map((node) => node.position.y))
    const nodes = (flow?.nodes ?? []).filter((node) => node.position.y === top).map(({ id }) => ({ id }))
    return { minZoom: 1, maxZoom: 1, nodes }
  }, [flow])
  const label = (key: KeyBetween<'okr_insights.diagram.', '', WebKey>) => t(`okr_insights.diagram.${key}`)

  let body: ReactNode
  if (diagram.isError && !diagram.data) {
    body = (
      <Alert color="coral" variant="light">
        <Group justify="space-between">
          <Text size="sm">{label('failed')}</Text>
          <Button size="xs" variant="light" color="coral" onClick={() => diagram.refetch()}>
            {label('retry')}
          </Button>
        </Group>
      </Alert>
    )
  } else if (!flow) {
    body = (
      <Center h={height}>
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{label('loading')}</Text>
        </Group>
      </Center>
    )
  } else if (flow.nodes.length === 0) {
    body = <Text c="dimmed">{label('empty')}</Text>
  } else {
    body = (
      <Box
        h={height}
        role="group"
        aria-label={label('label')}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <ReactFlow
          // A new set of nodes is laid out afresh and fitted into view.
          key={diagram.dataUpdatedAt}
          nodes={flow.nodes}
          edges={flow.edges}
          nodeTypes={NODE_TYPES}
          onNodeClick={(_, node) => open({ type: node.data.item.type, id: node.id })}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={0.1}
          ariaLabelConfig={{
            'controls.ariaLabel': label('controls'),
            'controls.zoomIn.ariaLabel': label('zoom_in'),
            'controls.zoomOut.ariaLabel': label('zoom_out'),
            'controls.fitView.ariaLabel': label('fit_view'),
            'minimap.ariaLabel': label('minimap'),
          }}
        >
          <Background gap={24} />
          <Controls showInteractive={false} />
          <MiniMap<OkrFlowNode> nodeColor={minimapColor} pannable zoomable />
        </ReactFlow>
      </Box>
    )
  }

  return (
    <Stack gap="sm">
      <Switch
        label={label('show_key_results')}
        checked={showKeyResults}
        onChange={(event) => setShowKeyResults(event.currentTarget.checked)}
      />
      {diagram.data?.truncated && (
        <Alert color="orange" variant="light">
          {t('okr_insights.diagram.truncated', {
            count: diagram.data.nodes.length,
            formatted: format.number(diagram.data.nodes.length),
          })}
        </Alert>
      )}
      {body}
    </Stack>
  )
}
