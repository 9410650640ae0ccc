import type { GuideModule } from '@portal/contracts/guide'
import type { TFunction } from 'i18next'

/** A module's name as the navigation shows it; the shell itself is "Getting started". */
export const moduleLabel = (t: TFunction, module: GuideModule) =>
  module === 'getting_started' ? t('guide.getting_started') : t(`nav.${module}`)
