import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Switch.css'
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { academyApi, COURSE_ICONS, type Course, type CourseIcon } from '@portal/contracts/academy'
import {
  CONTENT_LOCALES,
  type ContentLocale,
  contentLocaleOf,
  perContentLocale,
} from '@portal/contracts/content'
import { Link, useNavigate } from 'react-router'
import { hasErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { CourseIcon as CourseIconView } from './course-icon.tsx'

type Values = {
  icon: CourseIcon
  position: number
  is_published: boolean
  translations: Record<ContentLocale, { title: string; summary: string }>
}

/** Staff create or change a course: cover, order, whether readers see it, and its texts. */
export function CourseForm({ course }: { course: Course | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      icon: course?.icon ?? 'school',
      position: course?.position ?? 0,
      is_published: course?.is_published ?? false,
      translations: course?.translations ?? perContentLocale(() => ({ title: '', summary: '' })),
    },
    validate: useContractValidate(
      () => import('@portal/contracts/academy'),
      (contract) => contract.courseInput,
    ),
  })
  // The academy's address names the course shown: a save opens it, a delete leaves it (both reload).
  const saving = {
    form,
    failure: t('academy.course_form.failed'),
    reload: false,
    onSuccess: (saved: { id: string }) => navigate(`?course=${saved.id}`, { replace: true }),
  }
  const create = useWrite(academyApi.createCourse, { ...saving, success: t('academy.course_form.created') })
  const update = useWrite(academyApi.updateCourse, { ...saving, success: t('academy.course_form.saved') })
  const remove = useWrite(academyApi.removeCourse, {
    confirm: course ? t('academy.course_form.delete_confirm', { title: course.title }) : undefined,
    success: t('academy.course_form.deleted'),
    reload: false,
    onSuccess: () => navigate('?', { replace: true }),
  })

  async function onSubmit(values: Values) {
    await (course
      ? update.run({ params: { id: course.id }, query: { locale }, body: values })
      : create.run({ query: { locale }, body: values }))
  }

  const onDelete = () => course && remove.run({ params: { id: course.id } })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2}>
            {t(course ? 'academy.course_form.title_edit' : 'academy.course_form.title_new')}
          </Title>
          <Group grow align="flex-start">
            <Select
              label={t('academy.course_form.icon')}
              allowDeselect={false}
              data={COURSE_ICONS.map((icon) => ({ value: icon, label: t(`academy.icons.${icon}`) }))}
              leftSection={<CourseIconView icon={form.values.icon} size={18} />}
              {...form.getInputProps('icon')}
            />
            <NumberInput
              label={t('academy.course_form.position')}
              min={0}
              max={10_000}
              allowDecimal={false}
              {...form.getInputProps('position')}
            />
          </Group>
          <Switch
            label={t('academy.course_form.published')}
            {...form.getInputProps('is_published', { type: 'checkbox' })}
          />
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
                    label={t('academy.course_form.title')}
                    required
                    {...form.getInputProps(`translations.${lang}.title`)}
                  />
                  <Textarea
                    label={t('academy.course_form.summary')}
                    autosize
                    minRows={2}
                    {...form.getInputProps(`translations.${lang}.summary`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="space-between">
            {course ? (
              <Button variant="subtle" color="coral" onClick={onDelete}>
                {t('academy.course_form.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" component={Link} to={course ? `?course=${course.id}` : '?'}>
                {t('academy.course_form.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('academy.course_form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
