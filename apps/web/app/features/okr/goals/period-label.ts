import type { PeriodKey } from '@portal/contracts/okr'
import { useTranslation } from '../../../lib/texts.ts'

/** A period preset as people read it: `2026-Q4` → "Q4 2026", `2026` → "Year 2026". */
export function usePeriodLabel() {
  const { t } = useTranslation()
  return (key: PeriodKey) => {
    const [year, quarter] = key.split('-Q')
    return quarter
      ? t('okr_insights.goals.quarter', { quarter, year })
      : t('okr_insights.goals.year', { year })
  }
}
