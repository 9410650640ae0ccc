import type { OkrDiagram } from '@portal/contracts/okr-table'
import { describe, expect, it } from 'vitest'
import { diagramFlow, NODE_SIZE } from './diagram-flow.ts'

const person = {
  id: '00000000-0000-4000-8000-000000000009',
  first_name: 'Lena',
  last_name: 'Lead',
  email: 'l@x',
}
const objective = (id: string, matches = true) => ({
  type: 'objective' as const,
  id,
  title: `Objective ${id.slice(-1)}`,
  team: null,
  owner: person,
  period_start: '2026-10-01',
  period_end: '2026-12-31',
  status: 'active' as const,
  health: 'on_track' as const,
  progress: 0.5,
  key_result_count: 1,
  matches_filters: matches,
  can_edit: true,
})
const ids = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string, string]

describe('diagramFlow', () => {
  it('turns the API diagram into laid-out React Flow nodes and styled edges', () => {
    const diagram: OkrDiagram = {
      nodes: [
        objective(ids[0], false),
        objective(ids[1]),
        {
          type: 'key_result',
          id: ids[2],
          objective_id: ids[1],
          title: 'Key result',
          metric: 'number',
          current_value: 3,
          target_value: 10,
          unit: '',
          confidence: 5,
          progress: 0.3,
          pace: 'at_risk',
          responsible: null,
        },
      ],
      edges: [
        { id: 'a', source: ids[0], target: ids[1], kind: 'alignment' },
        { id: 'k', source: ids[1], target: ids[2], kind: 'key_result' },
      ],
      truncated: false,
    }
    const opened: string[] = []
    const { nodes, edges } = diagramFlow(diagram, (item) => opened.push(`${item.type}:${item.id}`))
    expect(nodes.map((node) => [node.id, node.type, node.width, node.height])).toEqual([
      [ids[0], 'okr', NODE_SIZE.objective.width, NODE_SIZE.objective.height],
      [ids[1], 'okr', NODE_SIZE.objective.width, NODE_SIZE.objective.height],
      [ids[2], 'okr', NODE_SIZE.key_result.width, NODE_SIZE.key_result.height],
    ])
    const [context, child, keyResult] = nodes as [(typeof nodes)[0], (typeof nodes)[0], (typeof nodes)[0]]
    expect(context.position.y + NODE_SIZE.objective.height).toBeLessThanOrEqual(child.position.y)
    expect(child.position.y + NODE_SIZE.objective.height).toBeLessThanOrEqual(keyResult.position.y)
    expect(edges.map((edge) => [edge.source, edge.target, edge.style?.strokeDasharray])).toEqual([
      [ids[0], ids[1], undefined],
      [ids[1], ids[2], '4 4'],
    ])
    keyResult.data.onOpen({ type: keyResult.data.item.type, id: keyResult.id })
    expect(opened).toEqual([`key_result:${ids[2]}`])
  })
})
