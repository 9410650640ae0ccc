import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Combobox.css'
import { Button, Group, NumberInput, Paper, Select, Stack, Tabs, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  CONTENT_LOCALES,
  type ContentLocale,
  contentLocaleOf,
  perContentLocale,
} from '@portal/contracts/content'
import { GUIDE_MODULES, type GuideArticle, type GuideModule, guideApi } from '@portal/contracts/guide'
import { Link, useNavigate } from 'react-router'
import { MarkdownField } from '../../components/markdown-field.tsx'
import { hasErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { moduleLabel } from './module-label.ts'

type Values = {
  slug: string
  module: GuideModule
  position: number
  translations: Record<ContentLocale, { title: string; body: string }>
}

const blank = { title: '', body: '' }

/** Staff write an article in every content language, with a preview of each. */
export function ArticleEditor({ article }: { article: GuideArticle | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      slug: article?.slug ?? '',
      module: article?.module ?? 'getting_started',
      position: article?.position ?? 0,
      translations: article?.translations ?? perContentLocale(() => blank),
    },
    validate: useContractValidate(
      () => import('@portal/contracts/guide'),
      (contract) => contract.guideArticleInput,
    ),
  })
  // The guide's address names the article shown: a save opens it, a delete leaves it (both reload).
  const saving = {
    form,
    failure: t('guide.editor.failed'),
    reload: false,
    onSuccess: (saved: GuideArticle) => navigate(`?article=${saved.slug}`, { replace: true }),
  }
  const create = useWrite(guideApi.createArticle, { ...saving, success: t('guide.editor.created') })
  const update = useWrite(guideApi.updateArticle, { ...saving, success: t('guide.editor.saved') })
  const remove = useWrite(guideApi.removeArticle, {
    confirm: article ? t('guide.editor.delete_confirm', { title: article.title }) : undefined,
    success: t('guide.editor.deleted'),
    reload: false,
    onSuccess: () => navigate('?', { replace: true }),
  })

  async function onSubmit(values: Values) {
    await (article
      ? update.run({ params: { id: article.id }, query: { locale }, body: values })
      : create.run({ query: { locale }, body: values }))
  }

  const onDelete = () => article && remove.run({ params: { id: article.id } })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2}>{t(article ? 'guide.editor.title_edit' : 'guide.editor.title_new')}</Title>
          <Group grow align="flex-start">
            <TextInput
              label={t('guide.editor.slug')}
              description={t('guide.editor.slug_hint')}
              required
              {...form.getInputProps('slug')}
            />
            <Select
              label={t('guide.module')}
              required
              allowDeselect={false}
              data={GUIDE_MODULES.map((key) => ({ value: key, label: moduleLabel(t, key) }))}
              {...form.getInputProps('module')}
            />
            <NumberInput
              label={t('guide.editor.position')}
              min={0}
              max={10_000}
              allowDecimal={false}
              {...form.getInputProps('position')}
            />
          </Group>
          <Tabs defaultValue={contentLocaleOf(locale)} keepMounted={false}>
            <Tabs.List>
              {CONTENT_LOCALES.map((lang) => (
                <Tabs.Tab key={lang} value={lang} c={hasErrors(form.errors, lang) ? 'coral' : undefined}>
                  {t(`locale.names.${lang}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {CONTENT_LOCALES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="md">
                <Stack>
                  <TextInput
                    label={t('guide.editor.title')}
                    required
                    {...form.getInputProps(`translations.${lang}.title`)}
                  />
                  <MarkdownField
                    label={t('guide.editor.body')}
                    description={t('guide.editor.body_hint')}
                    value={form.values.translations[lang].body}
                    onChange={(body) => form.setFieldValue(`translations.${lang}.body`, body)}
                    error={form.errors[`translations.${lang}.body`] as string | undefined}
                    labels={{
                      write: t('guide.editor.write'),
                      preview: t('guide.editor.preview'),
                      empty: t('guide.editor.nothing_to_preview'),
                    }}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="space-between">
            {article ? (
              <Button variant="subtle" color="coral" onClick={onDelete}>
                {t('guide.editor.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" component={Link} to={article ? `?article=${article.slug}` : '?'}>
                {t('guide.editor.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('guide.editor.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
