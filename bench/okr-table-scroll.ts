/**
 * Runs in the page (passed to `page.evaluate`, so self-contained): scrolls the OKR table's scroller
 * from top to bottom over `durationMs` (or `pxPerSecond` for that long), one step per animation frame, and records every frame's
 * duration, the most `<tr>` in the DOM at once and the long tasks that started meanwhile.
 */
export async function scrollAndMeasure({
  durationMs,
  pxPerSecond,
}: {
  durationMs: number
  pxPerSecond?: number
}) {
  const table = document.querySelector('table tbody tr[data-type]')?.closest('table')
  const scroller = table?.parentElement
  if (!table || !scroller) throw new Error('no OKR table in the page')
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] }
  scroller.scrollTop = 0
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  const bottom = scroller.scrollHeight - scroller.clientHeight
  const distance = pxPerSecond ? Math.min(bottom, (pxPerSecond * durationMs) / 1000) : bottom
  const frames: number[] = []
  let maxRows = 0
  const began = performance.now()
  let last = began
  await new Promise<void>((done) => {
    const step = (now: number) => {
      frames.push(now - last)
      last = now
      maxRows = Math.max(maxRows, document.querySelectorAll('tr').length)
      const share = Math.min(1, (now - began) / durationMs)
      scroller.scrollTop = Math.round(distance * share)
      if (share < 1) requestAnimationFrame(step)
      else requestAnimationFrame(() => done())
    }
    requestAnimationFrame(step)
  })
  const ended = performance.now()
  maxRows = Math.max(maxRows, document.querySelectorAll('tr').length)
  // The first callback's delta is the wait before scrolling started.
  const sorted = frames.slice(1).sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  const during = w.__longTasks.filter((t) => t.start >= began && t.start <= ended)
  const lastRow = [...table.querySelectorAll('tbody tr[data-type]')].at(-1)?.textContent ?? ''
  return {
    frames: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    max: at(1),
    longFrameShare: sorted.filter((f) => f > 50).length / Math.max(1, sorted.length),
    longTasks: during.length,
    longestTask: Math.max(0, ...during.map((t) => t.duration)),
    maxRows,
    reachedBottom: scroller.scrollTop >= bottom - 1,
    scrolledPx: scroller.scrollTop,
    lastRow: lastRow.slice(0, 60),
    bodyRows: Math.round(table.tBodies[0]!.offsetHeight / 48),
  }
}

export type FrameStats = Awaited<ReturnType<typeof scrollAndMeasure>>

export interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

/** The functions with the most self time in a V8 CPU profile, as markdown list lines. */
export function topSelfTime(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  count: number,
) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const byFile = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const node = byId.get(id)
    if (!node) return
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.split('/').at(-1) ?? ''
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim()
    self.set(key, (self.get(key) ?? 0) + ms)
    const where = file || functionName
    byFile.set(where, (byFile.get(where) ?? 0) + ms)
    total += ms
  })
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `- ${Math.round(ms)} ms (${Math.round((ms / total) * 100)} %) ${key}`)
  return [...list(self), '', 'By script (self time):', '', ...list(byFile)]
}
