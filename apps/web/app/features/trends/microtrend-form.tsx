import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { MultiSelect, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Locale } from '@portal/contracts/locales'
import type { LocalizedTexts } from '@portal/contracts/localized'
import { type Facet, type Macrotrend, type Microtrend, trendLibraryApi } from '@portal/contracts/trends'
import { useNavigate } from 'react-router'
import { LocalizedFields } from '../../components/localized-fields.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { CurationDialog } from './curation-forms.tsx'

interface MicrotrendValues {
  external_id: string
  titles: LocalizedTexts
  summaries: LocalizedTexts
  published: string
  macrotrend_ids: string[]
  industry_ids: string[]
  innovation_ids: string[]
}

const valuesOf = (trend: Microtrend | null): MicrotrendValues => {
  const texts = Object.entries(trend?.translations ?? {})
  return {
    external_id: trend?.external_id ?? '',
    titles: Object.fromEntries(texts.map(([l, text]) => [l, text?.title ?? ''])),
    summaries: Object.fromEntries(texts.map(([l, text]) => [l, text?.summary ?? ''])),
    published: trend?.created_at_external?.slice(0, 10) ?? '',
    macrotrend_ids: trend?.macrotrend_ids ?? [],
    industry_ids: trend?.industry_ids ?? [],
    innovation_ids: trend?.innovation_ids ?? [],
  }
}

/**
 * The body of `POST`/`PUT microtrends/`: a language with a title is sent (English always, so that its
 * "required" lands on the English title), the trend's pictures are kept as they are (the picture
 * editor changes them), the date is the day's start in UTC.
 */
function bodyOf(values: MicrotrendValues, pictures: string[]) {
  const locales = new Set([
    'en-US',
    ...Object.keys(values.titles).filter((l) => values.titles[l as Locale]?.trim()),
  ])
  return {
    external_id: values.external_id.trim() || null,
    translations: Object.fromEntries(
      [...locales].map((l) => [
        l,
        { title: values.titles[l as Locale] ?? '', summary: values.summaries[l as Locale] ?? '' },
      ]),
    ),
    pictures,
    created_at_external: values.published ? `${values.published}T00:00:00Z` : null,
    macrotrend_ids: values.macrotrend_ids,
    industry_ids: values.industry_ids,
    innovation_ids: values.innovation_ids,
  }
}

/** The API's field paths on this form's fields (`translations.de-DE.title` → `titles.de-DE`). */
function rename(path: string) {
  const [head, locale, field] = path.split('.')
  if (head === 'translations' && locale)
    return field === 'summary' ? `summaries.${locale}` : `titles.${locale}`
  return head === 'created_at_external' ? 'published' : path
}

/**
 * Staff write a microtrend by hand (issue 15): its title and summary per locale (English required),
 * the feed's id, its date, macrotrends, industries and innovations. A new one opens its page.
 */
export function MicrotrendForm({
  microtrend,
  macrotrends,
  industries,
  innovations,
  onClose,
}: {
  microtrend: Microtrend | null
  macrotrends: Macrotrend[]
  industries: Facet[]
  innovations: Facet[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const pictures = microtrend?.pictures ?? []
  const form = useForm<MicrotrendValues>({
    initialValues: valuesOf(microtrend),
    validate: useContractValidate(
      () => import('@portal/contracts/trends'),
      (contract) => contract.microtrendInput,
      { body: (v) => bodyOf(v, pictures), rename },
    ),
  })
  const saving = { form, rename, failure: t('trends.failed') }
  const create = useWrite(trendLibraryApi.createMicrotrend, {
    ...saving,
    success: t('trends.edit_trend.created'),
    reload: false,
    onSuccess: (made) => {
      onClose()
      navigate(localePath(locale, `/client/trend-managment/microtrends/${made.id}`))
    },
  })
  const update = useWrite(trendLibraryApi.updateMicrotrend, {
    ...saving,
    success: t('trends.curate.saved'),
    onSuccess: onClose,
  })
  const onSubmit = (values: MicrotrendValues) => {
    const body = bodyOf(values, pictures)
    return microtrend ? update.run({ params: { id: microtrend.id }, body }) : create.run({ body })
  }
  const choices = (all: { id: string; name: string }[]) => all.map((x) => ({ value: x.id, label: x.name }))
  return (
    <CurationDialog
      title={microtrend ? t('trends.edit_trend.edit') : t('trends.edit_trend.new')}
      onClose={onClose}
      onSubmit={form.onSubmit(onSubmit)}
      busy={form.submitting}
    >
      <LocalizedFields
        field="titles"
        label={t('trends.edit_trend.title')}
        inputProps={form.getInputProps}
        requiredEnglish
      />
      <LocalizedFields
        field="summaries"
        label={t('trends.edit_trend.summary')}
        inputProps={form.getInputProps}
        multiline
      />
      <TextInput type="date" label={t('trends.edit_trend.published')} {...form.getInputProps('published')} />
      <MultiSelect
        label={t('trends.microtrend_page.macrotrends')}
        data={choices(macrotrends)}
        searchable
        {...form.getInputProps('macrotrend_ids')}
      />
      <MultiSelect
        label={t('trends.microtrend_page.industries')}
        data={choices(industries)}
        searchable
        {...form.getInputProps('industry_ids')}
      />
      <MultiSelect
        label={t('trends.microtrend_page.innovations')}
        data={choices(innovations)}
        searchable
        {...form.getInputProps('innovation_ids')}
      />
      <TextInput
        label={t('trends.edit_trend.external_id')}
        description={t('trends.edit_trend.external_id_hint')}
        {...form.getInputProps('external_id')}
      />
    </CurationDialog>
  )
}
