import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { type ContractOptions, ownErrors } from './contract-options.ts'
import { firstInteraction } from './first-interaction.ts'
import { useTranslation } from './texts.ts'
import { withTexts } from './texts-on-demand.ts'

/**
 * A contract module with its schemas, loaded when the form that checks itself against it mounts (its
 * dialog opens, its page shows), or with `untilInteraction` at the user's first interaction with the
 * page (a press, a key, a touch, the focus arriving: ADR 82, 85), so that page's first load carries no
 * zod (ADR 63) and the schema is on its way before anyone types. `load` is an
 * `import('@portal/contracts/<module>')`; undefined until it has come.
 */
export function useContract<M>(load: () => Promise<M>, untilInteraction = false): M | undefined {
  const [contract, setContract] = useState<M>()
  const first = useRef({ load, untilInteraction })
  useEffect(() => {
    let mounted = true
    const { load, untilInteraction } = first.current
    ;(untilInteraction ? firstInteraction() : Promise.resolve())
      .then(() => load())
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
 * body with the same schema and the same field messages. The field messages (`fields` texts) and the
 * code that reads them come with the contract: the server's answers carry their own words, so only
 * these checks show them.
 */
export function useContractValidate<M, V>(
  load: () => Promise<M>,
  pick: (contract: M) => z.ZodType,
  options: ContractOptions<V> = {},
) {
  const { t } = useTranslation()
  const checks = useContract(
    withTexts(['fields'], () => Promise.all([load(), import('./contract-validate.ts')] as const)),
    options.untilInteraction,
  )
  const latest = useRef({ checks, pick, options, t })
  latest.current = { checks, pick, options, t }
  return useCallback((values: V) => {
    const { checks, pick, options, t } = latest.current
    if (!checks) return ownErrors(values, options)
    const [contract, { contractValidate }] = checks
    return contractValidate(pick(contract), t, options)(values)
  }, [])
}
