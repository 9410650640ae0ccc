import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { ApiError } from '../../../lib/api-client.ts'
import { type ItemRef, okrKeys } from '../okr-api.ts'

export type Overrides = ReadonlyMap<string, Record<string, unknown>>
export const refKey = (ref: ItemRef) => `${ref.type}:${ref.id}`

/** Why a write failed, in the server's words (problem+json detail and field messages). */
export function failureText(failure: unknown) {
  if (!(failure instanceof ApiError)) return String(failure)
  const fields = Object.values(failure.problem.errors ?? {}).flat()
  return [failure.problem.detail, ...fields].filter(Boolean).join(' ')
}

/**
 * An inline change shows at once (optimistic), is sent, and then the table reloads with what the
 * server computed (progress roll-ups); a refusal takes the change back and says why.
 */
export function useInlineEdit() {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const queryClient = useQueryClient()
  const [overrides, setOverrides] = useState<Overrides>(new Map())

  const drop = useCallback((key: string, patch: Record<string, unknown>) => {
    setOverrides((current) => {
      if (current.get(key) !== patch) return current
      const next = new Map(current)
      next.delete(key)
      return next
    })
  }, [])

  const edit = useCallback(
    async (ref: ItemRef, patch: Record<string, unknown>, send: () => Promise<unknown>) => {
      const key = refKey(ref)
      setOverrides((current) => new Map(current).set(key, patch))
      try {
        await send()
        await Promise.all([
          revalidator.revalidate(),
          queryClient.invalidateQueries({ queryKey: okrKeys.all }),
        ])
        notifications.show({ color: 'primary', message: t('okr.inline.saved') })
      } catch (failure) {
        notifications.show({
          color: 'coral',
          message: t('okr.inline.failed', { detail: failureText(failure) }),
        })
      } finally {
        drop(key, patch)
      }
    },
    [revalidator, queryClient, t, drop],
  )
  return { overrides, edit }
}
