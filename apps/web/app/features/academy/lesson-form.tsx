import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/NumberInput.css'
import { Button, Group, NumberInput, Paper, Stack, Tabs, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { academyApi, type Lesson } from '@portal/contracts/academy'
import {
  CONTENT_LOCALES,
  type ContentLocale,
  contentLocaleOf,
  perContentLocale,
} from '@portal/contracts/content'
import { Link, useNavigate } from 'react-router'
import { MarkdownField } from '../../components/markdown-field.tsx'
import { hasErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { LessonFilesEditor } from './lesson-files-editor.tsx'

type Values = {
  position: number
  video_url: string
  translations: Record<ContentLocale, { title: string; body: string }>
}

const bodyOf = (values: Values) => ({ ...values, video_url: values.video_url.trim() || null })

/** Staff write a lesson in every content language, link a video and attach files. */
export function LessonForm({ courseId, lesson }: { courseId: string; lesson: Lesson | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const back = `?course=${courseId}`
  const form = useForm<Values>({
    initialValues: {
      position: lesson?.position ?? 0,
      video_url: lesson?.video_url ?? '',
      translations: lesson?.translations ?? perContentLocale(() => ({ title: '', body: '' })),
    },
    validate: useContractValidate(
      () => import('@portal/contracts/academy'),
      (contract) => contract.lessonInput,
      { body: bodyOf },
    ),
  })
  const saving = { form, failure: t('academy.lesson_form.failed'), reload: false }
  const create = useWrite(academyApi.createLesson, {
    ...saving,
    success: t('academy.lesson_form.created'),
    // A new lesson stays open in the editor, so files can be added to it.
    onSuccess: (saved) => navigate(`${back}&edit=${saved.id}`, { replace: true }),
  })
  const update = useWrite(academyApi.updateLesson, {
    ...saving,
    success: t('academy.lesson_form.saved'),
    onSuccess: () => navigate(back, { replace: true }),
  })
  const remove = useWrite(academyApi.removeLesson, {
    confirm: lesson ? t('academy.lesson_form.delete_confirm', { title: lesson.title }) : undefined,
    success: t('academy.lesson_form.deleted'),
    reload: false,
    onSuccess: () => navigate(back, { replace: true }),
  })

  async function onSubmit(values: Values) {
    const body = bodyOf(values)
    await (lesson
      ? update.run({ params: { id: lesson.id }, query: { locale }, body })
      : create.run({ params: { id: courseId }, query: { locale }, body }))
  }

  const onDelete = () => lesson && remove.run({ params: { id: lesson.id } })

  return (
    <Paper withBorder p="lg">
      <Stack>
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <Title order={2} size="h3">
              {t(lesson ? 'academy.lesson_form.title_edit' : 'academy.lesson_form.title_new')}
            </Title>
            <Group grow align="flex-start">
              <TextInput
                label={t('academy.lesson_form.video_url')}
                description={t('academy.lesson_form.video_url_hint')}
                type="url"
                {...form.getInputProps('video_url')}
              />
              <NumberInput
                label={t('academy.lesson_form.position')}
                min={0}
                max={10_000}
                allowDecimal={false}
                maw={160}
                {...form.getInputProps('position')}
              />
            </Group>
            <Tabs defaultValue={contentLocaleOf(locale)}>
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
                      label={t('academy.lesson_form.title')}
                      required
                      {...form.getInputProps(`translations.${lang}.title`)}
                    />
                    <MarkdownField
                      label={t('academy.lesson_form.body')}
                      value={form.values.translations[lang].body}
                      onChange={(text) => form.setFieldValue(`translations.${lang}.body`, text)}
                      error={form.errors[`translations.${lang}.body`] as string | undefined}
                      labels={{
                        write: t('academy.lesson_form.write'),
                        preview: t('academy.lesson_form.preview'),
                        empty: t('academy.lesson_form.nothing_to_preview'),
                      }}
                    />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
            <Group justify="space-between">
              {lesson ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('academy.lesson_form.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" component={Link} to={back}>
                  {t('academy.lesson_form.cancel')}
                </Button>
                <Button type="submit" loading={form.submitting}>
                  {t('academy.lesson_form.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
        <LessonFilesEditor lesson={lesson} />
      </Stack>
    </Paper>
  )
}
