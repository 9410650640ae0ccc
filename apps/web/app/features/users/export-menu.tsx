import { Menu } from '@mantine/core'
import { LoadedMenu } from '../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** The export's formats, as downloads of the filtered list (loaded on demand: the users page, ADR 71). */
export function ExportMenu({ xlsx, csv, start, trigger }: { xlsx: string; csv: string } & LoadedPopupProps) {
  const { t } = useTranslation()
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-start">
      <Menu.Item component="a" href={xlsx} download>
        {t('users.export_xlsx')}
      </Menu.Item>
      <Menu.Item component="a" href={csv} download>
        {t('users.export_csv')}
      </Menu.Item>
    </LoadedMenu>
  )
}
