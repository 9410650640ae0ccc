import { Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { usersApi } from '@portal/contracts/users'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { PeopleMultiPicker, type PeopleSource } from './people-picker.tsx'

/** What every member set's form holds (a team's, a group's). */
export type MemberSetValues = { name: string; description: string; members: Person[] }

export const memberSetValues = (set: { name: string; description: string; members: Person[] } | null) => ({
  name: set?.name ?? '',
  description: set?.description ?? '',
  members: set?.members ?? [],
})

/** The form's values as the API takes them (contracts/member-sets). */
export const memberSetBody = (values: MemberSetValues) => ({
  name: values.name,
  description: values.description,
  member_ids: values.members.map((p) => p.id),
})

/** The form field a server message about `path` belongs to. */
export const memberSetField = (path: string) => (path === 'member_ids' ? 'members' : path)

/** Colleagues to choose from: the active members of the active company. */
export function useColleagues(): PeopleSource {
  const me = useMe()
  return { endpoint: usersApi.list, query: { company: me?.active_company ?? undefined, is_active: 'true' } }
}

/**
 * The fields of a member set: name, description, then what the set adds (a team's lead), then its
 * members chosen by search.
 */
export function MemberSetFields<V extends MemberSetValues>({
  form,
  children,
}: {
  form: UseFormReturnType<V>
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const colleagues = useColleagues()
  const members = form.getInputProps('members')
  return (
    <>
      <TextInput label={t('member_sets.name')} required {...form.getInputProps('name')} />
      <Textarea
        label={t('member_sets.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      {children}
      <PeopleMultiPicker
        label={t('member_sets.members')}
        source={colleagues}
        value={members.value}
        onChange={members.onChange}
        error={members.error as string | undefined}
      />
    </>
  )
}
