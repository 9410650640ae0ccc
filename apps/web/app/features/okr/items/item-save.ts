import type { Rename } from '../../../lib/form-errors.ts'
import type { Translate } from '../../../lib/texts.ts'
import type { WriteOptions } from '../../../lib/use-write.ts'
import { OKR_READS } from '../okr-api.ts'

/** What every OKR item form's save shares: the form's fields, the notices and the OKR reads it changes. */
export const itemSave = (
  t: Translate,
  form: NonNullable<WriteOptions<never>['form']>,
  rename: Rename,
): Pick<WriteOptions<never>, 'form' | 'rename' | 'success' | 'failure' | 'changes'> => ({
  form,
  rename,
  success: t('okr.form.saved'),
  failure: t('okr.form.failed'),
  changes: OKR_READS,
})
