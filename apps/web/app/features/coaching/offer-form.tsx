import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Overlay.css'
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { COACHING_FORMATS, type CoachingOffer, coachingApi } from '@portal/contracts/coaching'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'

type Values = {
  title_en: string
  title_de: string
  description_en: string
  description_de: string
  coach_name: string
  duration_minutes: number | string
  format: CoachingOffer['format']
  is_active: boolean
}

const valuesOf = (offer: CoachingOffer | null): Values => ({
  title_en: offer?.title['en-US'] ?? '',
  title_de: offer?.title['de-DE'] ?? '',
  description_en: offer?.description['en-US'] ?? '',
  description_de: offer?.description['de-DE'] ?? '',
  coach_name: offer?.coach_name ?? '',
  duration_minutes: offer?.duration_minutes ?? 60,
  format: offer?.format ?? 'online',
  is_active: offer?.is_active ?? true,
})

// The API's field paths on this form's fields.
const FIELDS: Record<string, string> = {
  'title.en-US': 'title_en',
  'title.de-DE': 'title_de',
  'description.en-US': 'description_en',
  'description.de-DE': 'description_de',
}

/** Staff write an offer in English and German; `offer` null is a new one. */
export function OfferForm({ offer, onDone }: { offer: CoachingOffer | null; onDone: () => void }) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const form = useForm<Values>({ initialValues: valuesOf(offer) })

  async function onSubmit(values: Values) {
    const body = {
      title: { 'en-US': values.title_en, 'de-DE': values.title_de },
      description: { 'en-US': values.description_en, 'de-DE': values.description_de },
      coach_name: values.coach_name,
      duration_minutes: Number(values.duration_minutes),
      format: values.format,
      is_active: values.is_active,
    }
    try {
      if (offer) await browserApi.call(coachingApi.updateOffer, { params: { id: offer.id }, body })
      else await browserApi.call(coachingApi.createOffer, { body })
      notifications.show({ color: 'primary', message: t('coaching.offer_saved') })
      await revalidator.revalidate()
      onDone()
    } catch (failure) {
      showSaveFailure(
        failure,
        form.setErrors,
        () => notifications.show({ color: 'coral', message: t('coaching.offer_failed') }),
        (path) => FIELDS[path] ?? path,
      )
    }
  }

  return (
    <Modal opened onClose={onDone} size="lg" title={t(offer ? 'coaching.edit_offer' : 'coaching.new_offer')}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('coaching.title_en')} required {...form.getInputProps('title_en')} />
            <TextInput label={t('coaching.title_de')} required {...form.getInputProps('title_de')} />
            <Textarea
              label={t('coaching.description_en')}
              autosize
              minRows={3}
              {...form.getInputProps('description_en')}
            />
            <Textarea
              label={t('coaching.description_de')}
              autosize
              minRows={3}
              {...form.getInputProps('description_de')}
            />
            <TextInput label={t('coaching.coach_name')} required {...form.getInputProps('coach_name')} />
            <NumberInput
              label={t('coaching.duration_minutes')}
              min={15}
              max={480}
              step={15}
              {...form.getInputProps('duration_minutes')}
            />
            <NativeSelect
              label={t('coaching.format')}
              data={COACHING_FORMATS.map((value) => ({ value, label: t(`coaching.formats.${value}`) }))}
              {...form.getInputProps('format')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('coaching.is_active')}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onDone}>
              {t('coaching.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('coaching.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
