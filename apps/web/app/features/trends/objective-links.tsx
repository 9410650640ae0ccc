import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { type HubTrend, trendHubsApi } from '@portal/contracts/trends'
import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The company's objectives that answer a hub trend; the hub's editors link and unlink them. */
export function ObjectiveLinks({
  hubId,
  trend,
  canEdit,
}: {
  hubId: string
  trend: HubTrend
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const [chosen, setChosen] = useState('')
  const save = useWrite(trendHubsApi.linkObjectives, {
    success: t('trends.links_saved'),
    failure: t('trends.failed'),
  })
  const objectives = useRead(okrObjectivesApi.list, { query: { page_size: 200 } }, { enabled: canEdit })
  const linked = trend.objectives.map((o) => o.id)
  const run = (objective_ids: string[]) =>
    save.run({ params: { id: hubId }, body: { microtrend_id: trend.microtrend.id, objective_ids } })
  const choices = (objectives.data?.results ?? []).filter((o) => !linked.includes(o.id))
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        {t('trends.objectives')}
      </Text>
      {trend.objectives.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('trends.no_objectives')}
        </Text>
      )}
      {trend.objectives.map((o) => (
        <Group key={o.id} gap={6}>
          <Anchor size="sm" component={Link} to={localePath(locale, `/client/okr?open=objective:${o.id}`)}>
            {o.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {format.percent(o.progress)}
          </Text>
          {canEdit && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray.7"
              aria-label={t('trends.unlink', { title: o.title })}
              onClick={() => run(linked.filter((id) => id !== o.id))}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {canEdit && choices.length > 0 && (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            size="xs"
            label={t('trends.link_objective')}
            value={chosen}
            onChange={(e) => setChosen(e.currentTarget.value)}
            data={[
              { value: '', label: t('trends.choose_objective') },
              ...choices.map((o) => ({ value: o.id, label: o.title })),
            ]}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!chosen}
            loading={save.busy}
            onClick={() => run([...linked, chosen])}
          >
            {t('trends.link')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
