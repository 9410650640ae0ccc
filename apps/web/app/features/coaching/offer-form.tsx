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
import { COACHING_FORMATS, type CoachingOffer, coachingApi } from '@portal/contracts/coaching'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

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

const bodyOf = (values: Values) => ({
  title: { 'en-US': values.title_en, 'de-DE': values.title_de },
  description: { 'en-US': values.description_en, 'de-DE': values.description_de },
  coach_name: values.coach_name,
  duration_minutes: Number(values.duration_minutes),
  format: values.format,
  is_active: values.is_active,
})

/** Staff write an offer in English and German; `offer` null is a new one. */
export function OfferForm({ offer, onDone }: { offer: CoachingOffer | null; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: valuesOf(offer),
    validate: useContractValidate(
      () => import('@portal/contracts/coaching'),
      (contract) => contract.coachingOfferInput,
      { body: bodyOf, rename: FIELDS },
    ),
  })
  const saving = {
    form,
    rename: FIELDS,
    success: t('coaching.offer_saved'),
    failure: t('coaching.offer_failed'),
    onSuccess: onDone,
  }
  const create = useWrite(coachingApi.createOffer, saving)
  const update = useWrite(coachingApi.updateOffer, saving)

  async function onSubmit(values: Values) {
    const body = bodyOf(values)
    await (offer ? update.run({ params: { id: offer.id }, body }) : create.run({ body }))
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
