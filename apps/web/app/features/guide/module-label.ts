import type { GuideModule } from '@portal/contracts/guide'
import type { Translate } from '../../lib/texts.ts'

/** A module's name as the navigation shows it; the shell itself is "Getting started". */
export const moduleLabel = (t: Translate, module: GuideModule) =>
  module === 'getting_started' ? t('guide.getting_started') : t(`nav.${module}`)
