import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { type ComboboxItem, type ComboboxParsedItem, MultiSelect, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Endpoint, EndpointInput } from '@portal/contracts/endpoint'
import type { okrResponsiblePeopleApi } from '@portal/contracts/okr'
import type { Person } from '@portal/contracts/people'
import type { usersApi } from '@portal/contracts/users'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { browserApi } from '../lib/browser-api.ts'
import { queryKey } from '../lib/query-keys.ts'
import { useTranslation } from '../lib/texts.ts'

// The picker asks for a page of what was typed; the source gives the rest of the list's query.
type ListOf<E extends Endpoint> = {
  endpoint: E
  query?: Omit<NonNullable<EndpointInput<E>['query']>, 'search' | 'page' | 'page_size'>
}

/**
 * A declared list that answers pages of people and takes `search` and `page_size`, with the rest of its
 * query: the users list (`{ company, is_active: 'true' }`) or OKR's responsible people.
 */
export type PeopleSource = ListOf<typeof usersApi.list> | ListOf<typeof okrResponsiblePeopleApi.list>

interface Common {
  label: string
  source: PeopleSource
  error?: string
  disabled?: boolean
  description?: string
}

const searchInput = ({ query }: PeopleSource, search: string) => ({
  query: { ...query, page_size: 20, search: search || undefined },
})

function searchPeople(source: PeopleSource, search: string): Promise<{ results: Person[] }> {
  return browserApi.call(source.endpoint, searchInput(source, search))
}

/** Colleagues found on the server as one types; the chosen ones keep their names. */
function usePeopleSearch(source: PeopleSource, chosen: Person[]) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const found = useQuery({
    queryKey: queryKey(source.endpoint, searchInput(source, debounced)),
    queryFn: () => searchPeople(source, debounced),
  })
  const byId = new Map<string, Person>()
  for (const person of [...chosen, ...(found.data?.results ?? [])]) byId.set(person.id, person)
  const name = (p: Person) => `${p.first_name} ${p.last_name}`.trim() || t('people.unnamed')
  const data: ComboboxItem[] = [...byId.values()].map((p) => ({
    value: p.id,
    label: `${name(p)} · ${p.email}`,
  }))
  return {
    data,
    byId,
    searchProps: {
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      // The server searched already; show what it found.
      filter: ({ options }: { options: ComboboxParsedItem[] }) => options,
      nothingFoundMessage: found.isFetching ? undefined : t('people.nothing_found'),
      placeholder: t('people.search_hint'),
    },
  }
}

export function PeopleMultiPicker({
  source,
  value,
  onChange,
  ...common
}: Common & { value: Person[]; onChange: (people: Person[]) => void }) {
  const { data, byId, searchProps } = usePeopleSearch(source, value)
  return (
    <MultiSelect
      {...common}
      {...searchProps}
      data={data}
      value={value.map((p) => p.id)}
      onChange={(ids) => onChange(ids.flatMap((id) => byId.get(id) ?? []))}
      clearable
      hidePickedOptions
    />
  )
}

export function PersonPicker({
  source,
  value,
  onChange,
  ...common
}: Common & { value: Person | null; onChange: (person: Person | null) => void }) {
  const { data, byId, searchProps } = usePeopleSearch(source, value ? [value] : [])
  return (
    <Select
      {...common}
      {...searchProps}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      clearable
    />
  )
}
