import { Button, Group } from '@mantine/core'
import { type Facet, type Macrotrend, type Megatrend, MICROTREND_SORTS } from '@portal/contracts/trends'
import { IconSearch } from '@tabler/icons-react'
import { Form, Link, useSearchParams } from 'react-router'
import { LightNativeSelect, LightTextInput } from '../../components/light-fields.tsx'
import checkbox from '../../components/native-checkbox.module.css'
import { PAGE_SIZE } from '../../components/page-size.ts'
import { useTranslation } from '../../lib/texts.ts'
import classes from './library-filters.module.css'

/**
 * The library's search and facets: a GET form, so a filtered list is an address to share and go back to.
 * Its fields are drawn as Mantine's without its Input runtime (ADR 74, 80).
 */
export function LibraryFilters({
  megatrends,
  macrotrends,
  industries,
  innovations,
}: {
  megatrends: Megatrend[]
  macrotrends: Macrotrend[]
  industries: Facet[]
  innovations: Facet[]
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const any = { value: '', label: t('trends.any') }
  const options = (items: { id: string; name: string }[]) => [
    any,
    ...items.map((i) => ({ value: i.id, label: i.name })),
  ]
  return (
    <Form method="get" role="search">
      <Group align="flex-end" gap="sm">
        <LightTextInput
          name="search"
          label={t('trends.search')}
          defaultValue={params.get('search') ?? ''}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={260}
        />
        <LightNativeSelect
          name="megatrend"
          label={t('trends.megatrend')}
          defaultValue={params.get('megatrend') ?? ''}
          data={options(megatrends)}
        />
        <LightNativeSelect
          name="macrotrend"
          label={t('trends.macrotrend')}
          defaultValue={params.get('macrotrend') ?? ''}
          data={options(macrotrends)}
        />
        <LightNativeSelect
          name="industry"
          label={t('trends.industry')}
          defaultValue={params.get('industry') ?? ''}
          data={options(industries)}
        />
        <LightNativeSelect
          name="innovation"
          label={t('trends.innovation')}
          defaultValue={params.get('innovation') ?? ''}
          data={options(innovations)}
        />
        <LightTextInput
          type="date"
          name="from"
          label={t('trends.from')}
          defaultValue={params.get('from') ?? ''}
        />
        <LightTextInput type="date" name="to" label={t('trends.to')} defaultValue={params.get('to') ?? ''} />
        <LightNativeSelect
          name="sort"
          label={t('trends.sort')}
          defaultValue={params.get('sort') ?? 'newest'}
          data={MICROTREND_SORTS.map((s) => ({ value: s, label: t(`trends.sorts.${s}`) }))}
        />
        {/* A GET form's checkbox: the browser's own does it as well as Mantine's (ADR 76). */}
        <label className={`${checkbox.label} ${classes.favorites}`}>
          <input
            className={checkbox.box}
            type="checkbox"
            name="favorites"
            value="true"
            defaultChecked={params.get('favorites') === 'true'}
          />
          {t('trends.favorites_only')}
        </label>
        <Button type="submit" variant="light">
          {t('trends.search_button')}
        </Button>
        <Button component={Link} to="?" variant="subtle">
          {t('trends.reset')}
        </Button>
      </Group>
    </Form>
  )
}

/** The list query of the address: empty fields are left out, so the API sees only what was chosen. */
export function libraryQuery(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined
  const sort = get('sort')
  return {
    search: get('search'),
    megatrend: get('megatrend'),
    macrotrend: get('macrotrend'),
    industry: get('industry'),
    innovation: get('innovation'),
    from: get('from'),
    to: get('to'),
    favorites: get('favorites') === 'true' ? 'true' : undefined,
    sort: MICROTREND_SORTS.find((s) => s === sort) ?? 'newest',
    page: Number(get('page') ?? 1) || 1,
    page_size: PAGE_SIZE,
  } as const
}
