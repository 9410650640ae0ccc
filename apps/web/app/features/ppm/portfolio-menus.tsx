import { Menu } from '@mantine/core'
import { endpointHref } from '@portal/contracts/endpoint'
import { PPM_LEVELS, type PpmLevel, ppmApi } from '@portal/contracts/ppm'
import { LoadedMenu } from '../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** The portfolio's export menu once loaded (portfolio-view.tsx draws its button before, ADR 70). */
export function ExportMenu({ start, trigger }: LoadedPopupProps) {
  const { t } = useTranslation()
  return (
    <LoadedMenu start={start} trigger={trigger}>
      <Menu.Item component="a" href={endpointHref(ppmApi.export, { query: { sheet: 'portfolio' } })} download>
        {t('ppm.export.portfolio_button')}
      </Menu.Item>
      <Menu.Item component="a" href={endpointHref(ppmApi.export, { query: { sheet: 'effects' } })} download>
        {t('ppm.export.effects_button')}
      </Menu.Item>
    </LoadedMenu>
  )
}

/** The portfolio's "New" menu once loaded: a level to create (portfolio-view.tsx draws its button before). */
export function CreateMenu({
  onChoose,
  start,
  trigger,
}: { onChoose: (level: PpmLevel) => void } & LoadedPopupProps) {
  const { t } = useTranslation()
  return (
    <LoadedMenu start={start} trigger={trigger}>
      {[...PPM_LEVELS].reverse().map((level) => (
        <Menu.Item key={level} onClick={() => onChoose(level)}>
          {t(`ppm.create.${level}`)}
        </Menu.Item>
      ))}
    </LoadedMenu>
  )
}
