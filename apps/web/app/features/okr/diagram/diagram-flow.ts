import type { OkrItemType } from '@portal/contracts/okr'
import type { OkrDiagram } from '@portal/contracts/okr-table'
import type { Edge } from '@xyflow/react'
import { layoutTree } from './diagram-layout.ts'
import type { OkrFlowNode } from './okr-node.tsx'

/** Node sizes the layout reserves (the node keeps to them: titles are cut after two lines). */
export const NODE_SIZE = {
  objective: { width: 260, height: 124 },
  key_result: { width: 230, height: 112 },
} as const

/** The API's diagram as React Flow nodes and edges, laid out as a tree (parents above children). */
export function diagramFlow(
  diagram: OkrDiagram,
  onOpen: (item: { type: OkrItemType; id: string }) => void,
): { nodes: OkrFlowNode[]; edges: Edge[] } {
  const positions = layoutTree(
    diagram.nodes.map((item) => ({ id: item.id, ...NODE_SIZE[item.type] })),
    diagram.edges,
  )
  const nodes: OkrFlowNode[] = diagram.nodes.map((item) => ({
    id: item.id,
    type: 'okr',
    position: positions.get(item.id) ?? { x: 0, y: 0 },
    data: { item, onOpen },
    ...NODE_SIZE[item.type],
  }))
  const edges: Edge[] = diagram.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    type: 'smoothstep',
    style:
      edge.kind === 'key_result'
        ? { stroke: 'var(--mantine-color-gray-5)', strokeDasharray: '4 4' }
        : { stroke: 'var(--mantine-color-primary-6)', strokeWidth: 1.5 },
  }))
  return { nodes, edges }
}
