import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { okrProjectsApi } from '@portal/contracts/okr-projects'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/texts.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { keyResultInputOf, objectiveInputOf } from '../items/item-inputs.ts'
import { OKR_READS } from '../okr-api.ts'
import type { PendingChange } from './use-inline-edit.tsx'

/**
 * Sends the table's inline changes (`useInlineEdit`), each once, and tells each when it was answered;
 * loaded with the menus and the value editor that make them (ADR 79). Draws nothing.
 */
export function InlineWrites({ pending }: { pending: readonly PendingChange[] }) {
  const { t } = useTranslation()
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
  const latest = useRef(writes)
  latest.current = writes
  const sent = useRef(new WeakSet<PendingChange>())
  useEffect(() => {
    for (const change of pending) {
      if (sent.current.has(change)) continue
      sent.current.add(change)
      const { objective, project, keyResult } = latest.current
      const answered =
        change.type === 'objective'
          ? objective.run({
              params: { id: change.item.id },
              body: { ...objectiveInputOf(change.item), ...change.patch },
            })
          : change.type === 'project'
            ? project.run({ params: { id: change.item.id }, body: change.patch })
            : keyResult.run({
                params: { id: change.item.id },
                body: { ...keyResultInputOf(change.item), ...change.patch },
              })
      void answered.finally(change.done)
    }
  }, [pending])
  return null
}
