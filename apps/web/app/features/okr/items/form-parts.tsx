import { Button, Group, Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { okrResponsiblePeopleApi } from '@portal/contracts/okr'
import type { Person } from '@portal/contracts/people'
import { teamsApi } from '@portal/contracts/teams'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useMe } from '../../../lib/use-me.ts'
import type { ItemRef } from '../okr-api.ts'

export interface FormProps<T> {
  /** The item to edit; null to create one. */
  item: T | null
  onSaved: (ref: ItemRef, created: boolean) => void
  onCancel: () => void
}

/** The company's teams as select options. */
export function useTeamOptions() {
  const teams = useRead(teamsApi.list, { query: { page_size: 200 } }, { staleTime: 60_000 })
  return (teams.data?.results ?? []).map((team) => ({ value: team.id, label: team.name }))
}

/** The signed-in user as a person of the company (the default owner of a new item). */
export function useMyPerson(): Person | null {
  const me = useMe()
  const found = useRead(
    okrResponsiblePeopleApi.list,
    { query: { page_size: 5, search: me?.email ?? '' } },
    { enabled: Boolean(me), staleTime: Number.POSITIVE_INFINITY },
  )
  return found.data?.results.find((p) => p.email === me?.email) ?? null
}

export function FormButtons({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('okr.form.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('okr.form.save')}
      </Button>
    </Group>
  )
}

/** Every item's title and description, the first fields of its form. */
export function TitleAndDescription<V extends { title: string; description: string }>({
  form,
}: {
  form: UseFormReturnType<V>
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextInput label={t('okr.fields.title')} required data-autofocus {...form.getInputProps('title')} />
      <Textarea
        label={t('okr.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
    </>
  )
}
