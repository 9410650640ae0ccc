import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { type ComboboxItem, type ComboboxParsedItem, MultiSelect, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Person } from '@portal/contracts/people'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { browserApi } from '../lib/browser-api.ts'

interface Common {
  label: string
  /** A list endpoint that takes `search` and answers people, e.g. `/v1/accounts/users/?company=…`. */
  source: string
  error?: string
  disabled?: boolean
  description?: string
}

/** Colleagues found on the server as one types; the chosen ones keep their names. */
function usePeopleSearch(source: string, chosen: Person[]) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const separator = source.includes('?') ? '&' : '?'
  const found = useQuery({
    queryKey: ['people', source, debounced],
    queryFn: () =>
      browserApi.get<{ results: Person[] }>(
        `${source}${separator}page_size=20&search=${encodeURIComponent(debounced)}`,
      ),
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
  value,
  onChange,
  ...common
}: Common & { value: Person[]; onChange: (people: Person[]) => void }) {
  const { data, byId, searchProps } = usePeopleSearch(common.source, value)
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
  value,
  onChange,
  ...common
}: Common & { value: Person | null; onChange: (person: Person | null) => void }) {
  const { data, byId, searchProps } = usePeopleSearch(common.source, value ? [value] : [])
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
