import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import type { MeasureRef, ObjectiveRef } from '@portal/contracts/goal-links'
import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { ppmApi } from '@portal/contracts/ppm'
import { IconX } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { formatters } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { useRead } from '../lib/query-keys.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useModuleOpen } from '../lib/use-module-open.ts'

interface Links {
  objectives: ObjectiveRef[]
  measures: MeasureRef[]
}

/**
 * What the company does about a trend or a signal (ADR 40): its linked objectives (into /client/okr) and
 * PPM measures (into /client/ppm). With `onObjectives`/`onMeasures`, editors unlink and link more; each
 * callback gets the whole new list of ids. While the company has PPM off, the measures are not shown
 * (the server leaves them out of its answers too).
 */
export function GoalLinks({
  links,
  onObjectives,
  onMeasures,
  busy = false,
  extra,
  heading,
}: {
  heading?: string
  links: Links
  onObjectives?: (ids: string[]) => unknown
  onMeasures?: (ids: string[]) => unknown
  busy?: boolean
  /** Shown after each goal (the hubs that linked it, on a microtrend). */
  extra?: (kind: 'objective' | 'measure', id: string) => ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const objectiveIds = links.objectives.map((o) => o.id)
  const measureIds = links.measures.map((m) => m.id)
  const ppm = useModuleOpen('ppm')
  const unlink = (label: string, onClick: () => unknown) => (
    <ActionIcon
      size="sm"
      variant="subtle"
      color="gray.7"
      aria-label={t('goal_links.unlink', { title: label })}
      disabled={busy}
      onClick={onClick}
    >
      <IconX size={14} aria-hidden />
    </ActionIcon>
  )
  return (
    <Stack gap={4}>
      {heading && (
        <Text fw={700} size="sm">
          {heading}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('goal_links.objectives')}
      </Text>
      {links.objectives.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('goal_links.no_objectives')}
        </Text>
      )}
      {links.objectives.map((o) => (
        <Group key={o.id} gap={6}>
          <Anchor size="sm" component={Link} to={localePath(locale, `/client/okr?open=objective:${o.id}`)}>
            {o.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {format.percent(o.progress)}
          </Text>
          {extra?.('objective', o.id)}
          {onObjectives && unlink(o.title, () => onObjectives(objectiveIds.filter((id) => id !== o.id)))}
        </Group>
      ))}
      {onObjectives && (
        <GoalPicker kind="objective" linked={objectiveIds} busy={busy} onLink={onObjectives} />
      )}
      {ppm && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('goal_links.measures')}
          </Text>
          {links.measures.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('goal_links.no_measures')}
            </Text>
          )}
          {links.measures.map((m) => (
            <Group key={m.id} gap={6}>
              <Anchor size="sm" component={Link} to={localePath(locale, `/client/ppm?measure=${m.id}`)}>
                {m.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('goal_links.gate', { gate: m.gate })}
              </Text>
              {extra?.('measure', m.id)}
              {onMeasures && unlink(m.title, () => onMeasures(measureIds.filter((id) => id !== m.id)))}
            </Group>
          ))}
          {onMeasures && <GoalPicker kind="measure" linked={measureIds} busy={busy} onLink={onMeasures} />}
        </>
      )}
    </Stack>
  )
}

/** Picks one more of the company's objectives or measures (those not linked yet). */
function GoalPicker({
  kind,
  linked,
  busy,
  onLink,
}: {
  kind: 'objective' | 'measure'
  linked: string[]
  busy: boolean
  onLink: (ids: string[]) => unknown
}) {
  const { t } = useTranslation()
  const query = { query: { page_size: 200 } }
  const objectives = useRead(okrObjectivesApi.list, query, { enabled: kind === 'objective' })
  const measures = useRead(ppmApi.listMeasures, query, { enabled: kind === 'measure' })
  const items = (kind === 'objective' ? objectives.data?.results : measures.data?.results) ?? []
  const choices = items.filter((o) => !linked.includes(o.id)).map((o) => ({ value: o.id, label: o.title }))
  return (
    <Picker
      label={t(kind === 'objective' ? 'goal_links.link_objective' : 'goal_links.link_measure')}
      placeholder={t(kind === 'objective' ? 'goal_links.choose_objective' : 'goal_links.choose_measure')}
      choices={choices}
      busy={busy}
      onLink={(id) => onLink([...linked, id])}
    />
  )
}

function Picker({
  label,
  placeholder,
  choices,
  busy,
  onLink,
}: {
  label: string
  placeholder: string
  choices: { value: string; label: string }[]
  busy: boolean
  onLink: (id: string) => unknown
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState('')
  if (choices.length === 0) return null
  return (
    <Group align="flex-end" gap="xs" role="group" aria-label={label}>
      <NativeSelect
        size="xs"
        label={label}
        value={chosen}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={[{ value: '', label: placeholder }, ...choices]}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!chosen}
        loading={busy}
        onClick={async () => {
          await onLink(chosen)
          setChosen('')
        }}
      >
        {t('goal_links.link')}
      </Button>
    </Group>
  )
}
