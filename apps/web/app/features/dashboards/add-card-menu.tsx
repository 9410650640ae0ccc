import { Menu } from '@mantine/core'
import type { DashboardCard } from '@portal/contracts/dashboards'
import { LoadedMenu } from '../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import type { CardKind } from './card-kind.tsx'

/** The cards not yet on the dashboard, to add one (loaded on demand: the dashboard page, ADR 58). */
export function AddCardMenu({
  missing,
  onAdd,
  start,
  trigger,
}: { missing: CardKind[]; onAdd: (card: DashboardCard) => void } & LoadedPopupProps) {
  const { t } = useTranslation()
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-start">
      {missing.length === 0 && <Menu.Label>{t('dashboards.no_more_cards')}</Menu.Label>}
      {missing.map((definition) => (
        <Menu.Item key={definition.defaults.key} onClick={() => onAdd(definition.defaults)}>
          {t(definition.title)}
        </Menu.Item>
      ))}
    </LoadedMenu>
  )
}
