import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Slider.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Checkbox, Input, Modal, NumberInput, Slider, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type KeyResult, keyResultProgress, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { numberSeparators } from '../okr-display.tsx'
import { FormButtons } from './form-parts.tsx'
import { itemSave } from './item-save.ts'

const RENAME = { done_milestone_ids: 'done' }

interface Values {
  value: number | string
  done: string[]
  confidence: number
  comment: string
}

/** A check-in on a key result: the new value (or the milestones now done), confidence and why. */
export function CheckInDialog({
  keyResult: kr,
  onClose,
  onSaved,
}: {
  keyResult: KeyResult
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const milestones = kr.metric === 'milestone'
  const bodyOf = (
    values: Values,
  ): { value?: number; done_milestone_ids?: string[]; confidence: number; comment: string } => ({
    ...(milestones
      ? { done_milestone_ids: values.done }
      : { value: values.value === '' ? undefined : Number(values.value) }),
    confidence: values.confidence,
    comment: values.comment,
  })
  const form = useForm<Values>({
    initialValues: {
      value: kr.current_value,
      done: kr.milestones.filter((m) => m.done).map((m) => m.id),
      confidence: kr.confidence,
      comment: '',
    },
    // The contract leaves `value` optional (milestone key results send done ones); this one needs it.
    validate: useContractValidate(
      () => import('@portal/contracts/okr-key-results'),
      (contract) => contract.checkInInput,
      {
        body: bodyOf,
        rename: RENAME,
        also: (values) => ({ value: !milestones && values.value === '' && t('fields.required') }),
      },
    ),
  })
  const checkIn = useWrite(okrKeyResultsApi.checkIn, { ...itemSave(t, form, RENAME), onSuccess: onSaved })
  const body = bodyOf(form.values)
  const preview = keyResultProgress({
    ...kr,
    current_value: body.value ?? kr.current_value,
    milestones: kr.milestones.map((m) => ({ done: form.values.done.includes(m.id) })),
  })

  async function onSubmit(values: Values) {
    await checkIn.run({
      params: { id: kr.id },
      body: (await import('@portal/contracts/okr-key-results')).checkInInput.parse(bodyOf(values)),
    })
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('okr.drawer.close') }}
      title={t('okr.check_in.title', { title: kr.title })}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          {kr.metric === 'yes_no' && (
            <Checkbox
              label={t('okr.fields.yes_no_current')}
              checked={Number(form.values.value) === 1}
              onChange={(event) => form.setFieldValue('value', event.currentTarget.checked ? 1 : 0)}
              error={form.errors.value}
            />
          )}
          {milestones && (
            <Checkbox.Group label={t('okr.check_in.done_milestones')} {...form.getInputProps('done')}>
              <Stack gap={6} mt="xs">
                {kr.milestones.map((m) => (
                  <Checkbox key={m.id} value={m.id} label={m.title} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {!milestones && kr.metric !== 'yes_no' && (
            <NumberInput
              label={t('okr.check_in.value')}
              data-autofocus
              {...numberSeparators(locale)}
              {...form.getInputProps('value')}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('okr.fields.preview', { progress: formatters(locale).percent(preview) })}
          </Text>
          <Input.Wrapper label={t('okr.check_in.confidence')} description={t('okr.check_in.confidence_hint')}>
            <Slider
              min={0}
              max={10}
              step={1}
              mb="md"
              mt="xs"
              thumbLabel={t('okr.check_in.confidence')}
              marks={[0, 5, 10].map((value) => ({ value, label: String(value) }))}
              {...form.getInputProps('confidence')}
            />
          </Input.Wrapper>
          <Textarea
            label={t('okr.check_in.comment')}
            placeholder={t('okr.check_in.comment_placeholder')}
            autosize
            minRows={2}
            {...form.getInputProps('comment')}
          />
          <FormButtons onCancel={onClose} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  )
}
