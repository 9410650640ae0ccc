import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { type ContractOptions, contractValidate } from './contract-validate.ts'
import { useTranslation } from './texts.ts'

/**
 * A contract module with its schemas, loaded when the form that checks itself against it mounts (its
 * dialog opens, its page shows): a page's first load carries no zod (ADR 63). `load` is an
 * `import('@portal/contracts/<module>')`; undefined until it has come.
 */
export function useContract<M>(load: () => Promise<M>): M | undefined {
  const [contract, setContract] = useState<M>()
  const first = useRef(load)
  useEffect(() => {
    let mounted = true
    first
      .current()
      .then((loaded) => mounted && setContract(() => loaded))
      // A failed chunk load is the build check's business (lib/build-check.ts); the server still checks.
      .catch(() => undefined)
    return () => {
      mounted = false
    }
  }, [])
  return contract
}

/**
 * `contractValidate` for a form's `validate`, with one identity for the form's life: Mantine's
 * `setFieldValue` changes with its rules, and an effect that sets a field would otherwise run (and
 * render) without end. `pick` chooses the schema of the loaded contract at each check (the latest
 * render's); before the contract has come only the form's own rules apply, and the server checks the
 * body with the same schema and the same field messages.
 */
export function useContractValidate<M, V>(
  load: () => Promise<M>,
  pick: (contract: M) => z.ZodType,
  options: ContractOptions<V> = {},
) {
  const { t } = useTranslation()
  const contract = useContract(load)
  const latest = useRef({ contract, pick, options, t })
  latest.current = { contract, pick, options, t }
  return useCallback((values: V) => {
    const { contract, pick, options, t } = latest.current
    return contractValidate(contract && pick(contract), t, options)(values)
  }, [])
}
