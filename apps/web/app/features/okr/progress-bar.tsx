import '@mantine/core/styles/Progress.css'
import { Group, Progress, Text } from '@mantine/core'
import type { Health } from '@portal/contracts/okr'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Health and pace colours of bars and marks: the theme's accent, a warm orange, the theme's coral. */
export const HEALTH_COLOR: Record<Health, string> = {
  on_track: 'accent',
  at_risk: 'orange',
  off_track: 'coral',
}

/**
 * A progress fraction as a bar and its percentage in the page's locale; `title` names what progresses
 * ("Progress of Win key accounts: 80%"), `health` colours the bar.
 */
export function ProgressBar({ value, title, health }: { value: number; title: string; health?: Health }) {
  const { t } = useTranslation()
  const percent = formatters(useLocale()).percent(value)
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      {/* The bar's own ARIA says "33.333%" and Progress puts other aria props on a role-less root;
          the section carries them here, with the percentage as the page's locale writes it. */}
      <Progress.Root size="md" flex={1}>
        <Progress.Section
          value={value * 100}
          color={health ? HEALTH_COLOR[health] : value >= 1 ? 'accent' : 'primary'}
          withAria={false}
          role="progressbar"
          aria-label={t('okr_insights.progress_of', { title, value: percent })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value * 100)}
          aria-valuetext={percent}
        />
      </Progress.Root>
      <Text size="sm" w={44} ta="right" data-testid="progress-value">
        {percent}
      </Text>
    </Group>
  )
}
