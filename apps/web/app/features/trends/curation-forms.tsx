import '@mantine/core/styles/ColorInput.css'
import '@mantine/core/styles/ColorPicker.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, ColorInput, Group, Modal, NativeSelect, Stack } from '@mantine/core'
import { type GetInputPropsReturnType, useForm } from '@mantine/form'
import type { LocalizedTexts } from '@portal/contracts/localized'
import { sfColors } from '@portal/contracts/theme'
import { type Macrotrend, type Megatrend, trendLibraryApi } from '@portal/contracts/trends'
import type { FormEvent, ReactNode } from 'react'
import { LocalizedFields } from '../../components/localized-fields.tsx'
import { useTranslation } from '../../lib/texts.ts'
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

type Texts = { names: LocalizedTexts; descriptions: LocalizedTexts }
const curatedBody = <V extends Texts>(v: V) => ({
  ...v,
  names: compact(v.names),
  descriptions: compact(v.descriptions),
})

type MegatrendValues = Texts & { color: string }

/** Staff write a megatrend: names and descriptions per locale, and its colour on the radar. */
export function MegatrendForm({ megatrend, onClose }: { megatrend: Megatrend | null; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm<MegatrendValues>({
    initialValues: {
      names: megatrend?.names ?? {},
      descriptions: megatrend?.descriptions ?? {},
      color: megatrend?.color ?? sfColors.primary,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/trends'),
      (contract) => contract.megatrendInput,
      { body: curatedBody },
    ),
  })
  const saving = { form, failure: t('trends.failed'), onSuccess: onClose }
  const create = useWrite(trendLibraryApi.createMegatrend, {
    ...saving,
    success: t('trends.curate.megatrend_created'),
  })
  const update = useWrite(trendLibraryApi.updateMegatrend, { ...saving, success: t('trends.curate.saved') })
  const onSubmit = (values: MegatrendValues) => {
    const body = curatedBody(values)
    return megatrend ? update.run({ params: { id: megatrend.id }, body }) : create.run({ body })
  }
  return (
    <CurationDialog
      title={megatrend ? t('trends.curate.edit_megatrend') : t('trends.curate.new_megatrend')}
      onClose={onClose}
      onSubmit={form.onSubmit(onSubmit)}
      busy={form.submitting}
    >
      <CuratedTexts inputProps={form.getInputProps} />
      <ColorInput
        label={t('trends.curate.color')}
        description={t('trends.curate.color_hint')}
        format="hex"
        swatches={SWATCHES}
        withEyeDropper={false}
        {...form.getInputProps('color')}
      />
    </CurationDialog>
  )
}

type MacrotrendValues = Texts & { megatrend_id: string }

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
    validate: useContractValidate(
      () => import('@portal/contracts/trends'),
      (contract) => contract.macrotrendInput,
      { body: curatedBody },
    ),
  })
  const saving = { form, failure: t('trends.failed'), onSuccess: onClose }
  const create = useWrite(trendLibraryApi.createMacrotrend, {
    ...saving,
    success: t('trends.curate.macrotrend_created'),
  })
  const update = useWrite(trendLibraryApi.updateMacrotrend, { ...saving, success: t('trends.curate.saved') })
  const onSubmit = (values: MacrotrendValues) => {
    const body = curatedBody(values)
    return macrotrend ? update.run({ params: { id: macrotrend.id }, body }) : create.run({ body })
  }
  return (
    <CurationDialog
      title={macrotrend ? t('trends.curate.edit_macrotrend') : t('trends.curate.new_macrotrend')}
      onClose={onClose}
      onSubmit={form.onSubmit(onSubmit)}
      busy={form.submitting}
    >
      <NativeSelect
        label={t('trends.megatrend')}
        description={macrotrend ? t('trends.curate.megatrend_hint') : undefined}
        data={megatrends.map((m) => ({ value: m.id, label: m.name }))}
        {...form.getInputProps('megatrend_id')}
      />
      <CuratedTexts inputProps={form.getInputProps} />
    </CurationDialog>
  )
}

/** Names (English required) and descriptions in every locale. */
function CuratedTexts({ inputProps }: { inputProps: (path: string) => GetInputPropsReturnType }) {
  const { t } = useTranslation()
  return (
    <>
      <LocalizedFields
        field="names"
        label={t('trends.curate.name')}
        inputProps={inputProps}
        requiredEnglish
      />
      <LocalizedFields
        field="descriptions"
        label={t('trends.curate.description')}
        inputProps={inputProps}
        multiline
      />
    </>
  )
}

/** A dialog holding one curation form, with Cancel and Save (also the microtrend form's). */
export function CurationDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
}: {
  title: string
  onClose: () => void
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  busy: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Modal opened onClose={onClose} size="lg" title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('trends.curate.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('trends.curate.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
