import { useCallback, useRef } from 'react'
import type { z } from 'zod'
import { type ContractOptions, contractValidate } from './form-errors.ts'
import { useTranslation } from './texts.ts'

/**
 * `contractValidate` for a form's `validate`, with one identity for the form's life: Mantine's
 * `setFieldValue` changes with its rules, and an effect that sets a field would otherwise run (and
 * render) without end. The schema and options of the latest render are used at each check.
 */
export function useContractValidate<V>(schema: z.ZodType, options: ContractOptions<V> = {}) {
  const { t } = useTranslation()
  const latest = useRef({ schema, options, t })
  latest.current = { schema, options, t }
  return useCallback((values: V) => {
    const { schema, options, t } = latest.current
    return contractValidate(schema, t, options)(values)
  }, [])
}
