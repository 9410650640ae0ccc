import { type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { type Objective, type ObjectiveInput, okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { okrProjectsApi, type ProjectStatus } from '@portal/contracts/okr-projects'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/texts.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { keyResultInputOf, objectiveInputOf } from '../items/item-inputs.ts'
import { type ItemRef, OKR_READS } from '../okr-api.ts'

export type Overrides = ReadonlyMap<string, Record<string, unknown>>
export const refKey = (ref: ItemRef) => `${ref.type}:${ref.id}`

/**
 * An inline change shows at once (optimistic), is sent, and then the table reloads with what the
 * server computed (progress roll-ups); a refusal takes the change back and says why.
 */
export function useInlineEdit() {
  const { t } = useTranslation()
  const [overrides, setOverrides] = useState<Overrides>(new Map())
  const options = {
    success: t('okr.inline.saved'),
    failure: (said: string) => t('okr.inline.failed', { detail: said }),
    changes: OKR_READS,
  }
  const writes = {
    objective: useWrite(okrObjectivesApi.update, options),
    project: useWrite(okrProjectsApi.patch, options),
    keyResult: useWrite(okrKeyResultsApi.update, options),
  }
  // The table's rows are memoised: `edit` keeps its identity and reaches the current writes through a ref.
  const latest = useRef(writes)
  latest.current = writes

  const edit = useMemo(() => {
    async function optimistic(ref: ItemRef, patch: Record<string, unknown>, send: () => Promise<unknown>) {
      const key = refKey(ref)
      setOverrides((current) => new Map(current).set(key, patch))
      try {
        await send()
      } finally {
        setOverrides((current) => {
          if (current.get(key) !== patch) return current
          const next = new Map(current)
          next.delete(key)
          return next
        })
      }
    }
    return {
      objective: (o: Objective, patch: Partial<Pick<ObjectiveInput, 'status' | 'health'>>) =>
        optimistic({ type: 'objective', id: o.id }, patch, () =>
          latest.current.objective.run({ params: { id: o.id }, body: { ...objectiveInputOf(o), ...patch } }),
        ),
      project: (p: { id: string }, patch: { status: ProjectStatus }) =>
        optimistic({ type: 'project', id: p.id }, patch, () =>
          latest.current.project.run({ params: { id: p.id }, body: patch }),
        ),
      keyResult: (kr: KeyResult, patch: { current_value: number }) =>
        optimistic({ type: 'key_result', id: kr.id }, patch, () =>
          latest.current.keyResult.run({
            params: { id: kr.id },
            body: { ...keyResultInputOf(kr), ...patch },
          }),
        ),
    }
  }, [])
  return { overrides, edit }
}
