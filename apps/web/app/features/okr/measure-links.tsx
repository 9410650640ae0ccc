import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/VisuallyHidden.css'
import { Badge, VisuallyHidden } from '@mantine/core'
import { type KeyResultLink, ppmApi } from '@portal/contracts/ppm'
import { IconBriefcase } from '@tabler/icons-react'
import { useMemo } from 'react'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { useRead } from '../../lib/query-keys.ts'
import type { Translate } from '../../lib/texts.ts'
import { useTranslation } from '../../lib/texts.ts'

// Its tooltip (Tooltip with floating-ui) loads when the pointer first reaches the marker (ADR 69).
const loadTooltip = () => import('./measure-link-tooltip.tsx').then((module) => module.MeasureLinkTooltip)

/**
 * The company's key results linked to PPM measures, by id (ADR 39, 50): empty while loading and where
 * PPM is not available to the company (the read is refused; nothing is marked then).
 */
export function useMeasureLinks(): ReadonlyMap<string, KeyResultLink> {
  const read = useRead(ppmApi.keyResultLinks, {}, { retry: false, staleTime: 30_000 })
  return useMemo(() => new Map((read.data ?? []).map((link) => [link.key_result_id, link])), [read.data])
}

/** What the marker says: the value follows the measures, or the key result is only linked to them. */
export function measureLinkText(t: Translate, link: KeyResultLink): string {
  const count = link.measure_count
  return link.from_measures ? t('okr.measures.following', { count }) : t('okr.measures.linked', { count })
}

/** A key result row's marker: "PPM" on screen, the whole sentence for screen readers and on hover. */
export function MeasureLinkMarker({ link }: { link: KeyResultLink }) {
  const { t } = useTranslation()
  const text = measureLinkText(t, link)
  return (
    <PopupOnDemand
      load={loadTooltip}
      props={{ label: text }}
      trigger={
        <Badge
          size="xs"
          variant={link.from_measures ? 'filled' : 'light'}
          color="grape"
          leftSection={<IconBriefcase size={10} aria-hidden />}
          data-testid="ppm-marker"
          data-from-measures={link.from_measures}
          style={{ flexShrink: 0 }}
        >
          <span aria-hidden>{t('okr.measures.marker')}</span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </Badge>
      }
    />
  )
}
