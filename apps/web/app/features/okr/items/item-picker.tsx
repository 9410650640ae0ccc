import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { type ComboboxParsedItem, MultiSelect, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { callEndpoint } from '../../../lib/browser-api.ts'
import { queryKey } from '../../../lib/query-keys.ts'
import { ITEM_APIS } from '../okr-api.ts'

export type Ref = { id: string; title: string }
type Searchable = 'objective' | 'project' | 'key_result'

interface Common {
  type: Searchable
  label: string
  description?: string
  error?: string
  required?: boolean
  /** Items that cannot be chosen (the item itself, when aligning or moving). */
  exclude?: string[]
}

/** Items of the company found on the server as one types; chosen ones keep their titles. */
function useItemSearch(type: Searchable, chosen: Ref[], exclude: string[] = []) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const list = ITEM_APIS[type].list
  const input = { query: { page_size: 50, search: debounced || undefined } }
  const found = useQuery({ queryKey: queryKey(list, input), queryFn: () => callEndpoint(list, input) })
  const byId = new Map<string, Ref>()
  for (const item of [...chosen, ...(found.data?.results ?? [])]) {
    if (!exclude.includes(item.id)) byId.set(item.id, { id: item.id, title: item.title })
  }
  return {
    byId,
    data: [...byId.values()].map((item) => ({ value: item.id, label: item.title })),
    searchProps: {
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      // The server searched already; show what it found.
      filter: ({ options }: { options: ComboboxParsedItem[] }) => options,
    },
  }
}

export function ItemSelect({
  value,
  onChange,
  type,
  exclude,
  ...common
}: Common & { value: Ref | null; onChange: (value: Ref | null) => void }) {
  const { data, byId, searchProps } = useItemSearch(type, value ? [value] : [], exclude)
  return (
    <Select
      {...common}
      {...searchProps}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      clearable={!common.required}
    />
  )
}

export function ItemMultiSelect({
  value,
  onChange,
  type,
  exclude,
  ...common
}: Common & { value: Ref[]; onChange: (value: Ref[]) => void }) {
  const { data, byId, searchProps } = useItemSearch(type, value, exclude)
  return (
    <MultiSelect
      {...common}
      {...searchProps}
      data={data}
      value={value.map((v) => v.id)}
      onChange={(ids) => onChange(ids.flatMap((id) => byId.get(id) ?? []))}
      clearable
      hidePickedOptions
    />
  )
}
