import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Popover.css'
import { Menu } from '@mantine/core'
import type { DashboardCard } from '@portal/contracts/dashboards'
import { cloneElement } from 'react'
import { type LoadedPopupProps, useStartFocus, useStartOpened } from '../../components/popup-on-demand.tsx'
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
  const focus = useStartFocus(start)
  const opened = useStartOpened(start)
  return (
    <Menu position="bottom-start" {...opened}>
      <Menu.Target>{cloneElement(trigger, { ref: focus })}</Menu.Target>
      <Menu.Dropdown>
        {missing.length === 0 && <Menu.Label>{t('dashboards.no_more_cards')}</Menu.Label>}
        {missing.map((definition) => (
          <Menu.Item key={definition.defaults.key} onClick={() => onAdd(definition.defaults)}>
            {t(definition.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
