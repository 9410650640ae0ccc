import { Graph, layout } from '@dagrejs/dagre'

export interface LayoutBox {
  id: string
  width: number
  height: number
}

export interface LayoutLink {
  source: string
  target: string
}

export interface Position {
  x: number
  y: number
}

const GAPS = { nodesep: 32, ranksep: 72, marginx: 16, marginy: 16 }

/**
 * A top-down tree (a DAG: an objective may align to several parents) of boxes: every parent sits in a
 * rank above its children and no two boxes overlap. Positions are the boxes' top-left corners, as React
 * Flow places nodes. Links to a box that is not given are left out.
 */
export function layoutTree(boxes: LayoutBox[], links: LayoutLink[]): Map<string, Position> {
  const graph = new Graph({ multigraph: false })
  graph.setGraph({ rankdir: 'TB', ...GAPS })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const box of boxes) graph.setNode(box.id, { width: box.width, height: box.height })
  for (const link of links) {
    if (link.source !== link.target && graph.hasNode(link.source) && graph.hasNode(link.target)) {
      graph.setEdge(link.source, link.target)
    }
  }
  layout(graph)
  const positions = new Map<string, Position>()
  for (const box of boxes) {
    // Dagre answers the centre of each box.
    const { x, y } = graph.node(box.id)
    positions.set(box.id, { x: x - box.width / 2, y: y - box.height / 2 })
  }
  return positions
}
