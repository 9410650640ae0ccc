import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Button, Checkbox, Group, Input, Stack, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/texts.ts'

/** A milestone while editing: `id` when it exists on the server, `key` to keep React's rows apart. */
export interface MilestoneValue {
  id?: string
  key: string
  title: string
  done: boolean
}

let next = 0
const newKey = () => `new-${++next}`

/** The ordered milestones of a key result: their titles and which are done. */
export function MilestonesEditor({
  value,
  onChange,
  errors,
}: {
  value: MilestoneValue[]
  onChange: (value: MilestoneValue[]) => void
  errors: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const update = (index: number, patch: Partial<MilestoneValue>) =>
    onChange(value.map((m, i) => (i === index ? { ...m, ...patch } : m)))
  return (
    <Input.Wrapper
      label={t('okr.fields.milestones')}
      error={errors.milestones as string | undefined}
      required
    >
      <Stack gap="xs" mt={4}>
        {value.map((milestone, index) => (
          <Group key={milestone.key} gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              mt={8}
              aria-label={`${t('okr.fields.milestone_done')}: ${t('okr.fields.milestone_title', { number: index + 1 })}`}
              checked={milestone.done}
              onChange={(event) => update(index, { done: event.currentTarget.checked })}
            />
            <TextInput
              flex={1}
              aria-label={t('okr.fields.milestone_title', { number: index + 1 })}
              placeholder={t('okr.fields.milestone_title', { number: index + 1 })}
              value={milestone.title}
              onChange={(event) => update(index, { title: event.currentTarget.value })}
              error={errors[`milestones.${index}.title`] as string | undefined}
            />
            <ActionIcon
              variant="subtle"
              color="coral"
              mt={4}
              aria-label={t('okr.fields.remove_milestone', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, { key: newKey(), title: '', done: false }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('okr.fields.add_milestone')}
        </Button>
      </Stack>
    </Input.Wrapper>
  )
}
