import type { KeyResult } from '@portal/contracts/okr-key-results'
import type { Objective, ObjectiveInput } from '@portal/contracts/okr-objectives'
import type { ProjectStatus } from '@portal/contracts/okr-projects'
import { Suspense, useMemo, useState } from 'react'
import { partOnDemand } from '../../../components/part-on-demand.tsx'
import type { ItemRef } from '../okr-api.ts'

export type Overrides = ReadonlyMap<string, Record<string, unknown>>
export const refKey = (ref: ItemRef) => `${ref.type}:${ref.id}`

/** An inline change of the table: a status, a health, a key result's value. */
export type InlineChange =
  | { type: 'objective'; item: Objective; patch: Partial<Pick<ObjectiveInput, 'status' | 'health'>> }
  | { type: 'project'; item: { id: string }; patch: { status: ProjectStatus } }
  | { type: 'key_result'; item: KeyResult; patch: { current_value: number } }

/** A change on its way to the server; `done` once it was answered (or refused and said why). */
export type PendingChange = InlineChange & { done: () => void }

// The writes (their endpoints, the items' full bodies, the notices) load with the table's menus and
// value editor, which start them, not with the page (ADR 79): `preloadInlineWrites` there.
const writer = partOnDemand(() => import('./inline-writes.tsx').then((module) => module.InlineWrites))
export const preloadInlineWrites = writer.preload

/**
 * An inline change shows at once (optimistic), is sent, and then the table reloads with what the
 * server computed (progress roll-ups); a refusal takes the change back and says why. `writes` is the
 * part that sends them: the page draws it anywhere (it draws nothing).
 */
export function useInlineEdit() {
  const [overrides, setOverrides] = useState<Overrides>(new Map())
  const [pending, setPending] = useState<readonly PendingChange[]>([])
  // The table's rows are memoised: `edit` keeps its identity.
  const edit = useMemo(() => {
    const optimistic = (change: InlineChange) =>
      new Promise<void>((resolve) => {
        const key = refKey({ type: change.type, id: change.item.id })
        const { patch } = change
        setOverrides((current) => new Map(current).set(key, patch))
        const job: PendingChange = {
          ...change,
          done: () => {
            setPending((current) => current.filter((other) => other !== job))
            setOverrides((current) => {
              if (current.get(key) !== patch) return current
              const next = new Map(current)
              next.delete(key)
              return next
            })
            resolve()
          },
        }
        setPending((current) => [...current, job])
      })
    return {
      objective: (item: Objective, patch: Partial<Pick<ObjectiveInput, 'status' | 'health'>>) =>
        optimistic({ type: 'objective', item, patch }),
      project: (item: { id: string }, patch: { status: ProjectStatus }) =>
        optimistic({ type: 'project', item, patch }),
      keyResult: (item: KeyResult, patch: { current_value: number }) =>
        optimistic({ type: 'key_result', item, patch }),
    }
  }, [])
  const writes =
    pending.length > 0 ? (
      <Suspense fallback={null}>
        <writer.Part pending={pending} />
      </Suspense>
    ) : null
  return { overrides, edit, writes }
}
