import '@mantine/core/styles/ColorInput.css'
import '@mantine/core/styles/ColorPicker.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, ColorInput, Group, Modal, NativeSelect, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { LocalizedTexts } from '@portal/contracts/localized'
import { sfColors } from '@portal/contracts/theme'
import {
  type Macrotrend,
  type Megatrend,
  macrotrendInput,
  megatrendInput,
  trendLibraryApi,
} from '@portal/contracts/trends'
import { useTranslation } from 'react-i18next'
import { LocalizedFields } from '../../components/localized-fields.tsx'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The radar's colours to pick from: the theme's, without its white background. */
const SWATCHES = Object.entries(sfColors)
  .filter(([name]) => name !== 'background')
  .map(([, hex]) => hex)

/** Texts as the API takes them: English always present (its "required" error when empty), no empty others. */
const compact = (texts: LocalizedTexts) => ({
  ...Object.fromEntries(Object.entries(texts).filter(([, text]) => text?.trim())),
  'en-US': texts['en-US'] ?? '',
})

type MegatrendValues = { names: LocalizedTexts; descriptions: LocalizedTexts; color: string }
const megatrendBody = (v: MegatrendValues) => ({
  ...v,
  names: compact(v.names),
  descriptions: compact(v.descriptions),
})

/** Staff write a megatrend: names and descriptions per locale, and its colour on the radar. */
export function MegatrendForm({ megatrend, onClose }: { megatrend: Megatrend | null; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm<MegatrendValues>({
    initialValues: {
      names: megatrend?.names ?? {},
      descriptions: megatrend?.descriptions ?? {},
      color: megatrend?.color ?? sfColors.primary,
    },
    validate: useContractValidate(megatrendInput, { body: megatrendBody }),
  })
  const saving = { form, failure: t('trends.failed'), onSuccess: onClose }
  const create = useWrite(trendLibraryApi.createMegatrend, {
    ...saving,
    success: t('trends.curate.megatrend_created'),
  })
  const update = useWrite(trendLibraryApi.updateMegatrend, { ...saving, success: t('trends.curate.saved') })
  const onSubmit = (values: MegatrendValues) => {
    const body = megatrendBody(values)
    return megatrend ? update.run({ params: { id: megatrend.id }, body }) : create.run({ body })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={megatrend ? t('trends.curate.edit_megatrend') : t('trends.curate.new_megatrend')}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <LocalizedFields
            field="names"
            label={t('trends.curate.name')}
            inputProps={form.getInputProps}
            requiredEnglish
          />
          <LocalizedFields
            field="descriptions"
            label={t('trends.curate.description')}
            inputProps={form.getInputProps}
            multiline
          />
          <ColorInput
            label={t('trends.curate.color')}
            description={t('trends.curate.color_hint')}
            format="hex"
            swatches={SWATCHES}
            withEyeDropper={false}
            {...form.getInputProps('color')}
          />
          <FormButtons onClose={onClose} busy={form.submitting} />
        </Stack>
      </form>
    </Modal>
  )
}

type MacrotrendValues = { megatrend_id: string; names: LocalizedTexts; descriptions: LocalizedTexts }
const macrotrendBody = (v: MacrotrendValues) => ({
  ...v,
  names: compact(v.names),
  descriptions: compact(v.descriptions),
})

/** Staff write a macrotrend: names and descriptions per locale, and the megatrend it belongs to. */
export function MacrotrendForm({
  macrotrend,
  megatrendId,
  megatrends,
  onClose,
}: {
  macrotrend: Macrotrend | null
  megatrendId: string
  megatrends: Megatrend[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<MacrotrendValues>({
    initialValues: {
      megatrend_id: macrotrend?.megatrend_id ?? megatrendId,
      names: macrotrend?.names ?? {},
      descriptions: macrotrend?.descriptions ?? {},
    },
    validate: useContractValidate(macrotrendInput, { body: macrotrendBody }),
  })
  const saving = { form, failure: t('trends.failed'), onSuccess: onClose }
  const create = useWrite(trendLibraryApi.createMacrotrend, {
    ...saving,
    success: t('trends.curate.macrotrend_created'),
  })
  const update = useWrite(trendLibraryApi.updateMacrotrend, { ...saving, success: t('trends.curate.saved') })
  const onSubmit = (values: MacrotrendValues) => {
    const body = macrotrendBody(values)
    return macrotrend ? update.run({ params: { id: macrotrend.id }, body }) : create.run({ body })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={macrotrend ? t('trends.curate.edit_macrotrend') : t('trends.curate.new_macrotrend')}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <NativeSelect
            label={t('trends.megatrend')}
            description={macrotrend ? t('trends.curate.megatrend_hint') : undefined}
            data={megatrends.map((m) => ({ value: m.id, label: m.name }))}
            {...form.getInputProps('megatrend_id')}
          />
          <LocalizedFields
            field="names"
            label={t('trends.curate.name')}
            inputProps={form.getInputProps}
            requiredEnglish
          />
          <LocalizedFields
            field="descriptions"
            label={t('trends.curate.description')}
            inputProps={form.getInputProps}
            multiline
          />
          <FormButtons onClose={onClose} busy={form.submitting} />
        </Stack>
      </form>
    </Modal>
  )
}

function FormButtons({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end">
      <Button variant="subtle" onClick={onClose}>
        {t('trends.curate.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('trends.curate.save')}
      </Button>
    </Group>
  )
}
