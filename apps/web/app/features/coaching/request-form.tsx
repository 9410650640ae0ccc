import {
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import {
  COACHING_MAX_DATES,
  type CoachingOffer,
  coachingApi,
  offerLanguage,
} from '@portal/contracts/coaching'
import { type Ref, useEffect, useId } from 'react'
import { usePlainForm } from '../../lib/plain-form.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The date inputs, one field per allowed date (`date_0`, `date_1`, …). */
const DATE_FIELDS = Array.from({ length: COACHING_MAX_DATES }, (_, slot) => `date_${slot}` as const)
type DateField = (typeof DATE_FIELDS)[number]
type Values = { offer_id: string; topic: string; message: string } & Record<DateField, string>

const bodyOf = (values: Values) => ({
  offer_id: values.offer_id,
  topic: values.topic,
  preferred_dates: DATE_FIELDS.map((field) => values[field]).filter((day): day is string => Boolean(day)),
  message: values.message,
})
// The dates' messages show under the first date input.
const rename = (path: string) => (path.startsWith('preferred_dates') ? 'date_0' : path)

const today = () => new Date().toISOString().slice(0, 10)

interface Props {
  offers: CoachingOffer[]
  /** The offer chosen on its card. */
  chosen: string | null
  ref?: Ref<HTMLDivElement>
}

/** A coaching request: the offer, a topic, up to three days and a message. */
export function RequestForm({ offers, chosen, ref }: Props) {
  const { t } = useTranslation()
  const language = offerLanguage(useLocale())
  const titleId = useId()
  const form = usePlainForm<Values>({
    initialValues: {
      offer_id: chosen ?? '',
      topic: '',
      ...(Object.fromEntries(DATE_FIELDS.map((field) => [field, ''])) as Record<DateField, string>),
      message: '',
    },
    validate: useContractValidate(
      () => import('@portal/contracts/coaching'),
      (contract) => contract.coachingRequestInput,
      { body: bodyOf, rename, untilInteraction: true },
    ),
  })
  const create = useWrite(coachingApi.createRequest, {
    form,
    rename,
    success: t('coaching.created'),
    failure: t('coaching.failed'),
    onSuccess: () => form.reset(),
  })
  const { setFieldValue } = form
  useEffect(() => {
    if (chosen) setFieldValue('offer_id', chosen)
  }, [chosen, setFieldValue])

  const onSubmit = (values: Values) => create.run({ body: bodyOf(values) })

  return (
    <Paper withBorder p="lg" ref={ref}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-labelledby={titleId}>
        <Stack>
          <Title order={2} size="h3" id={titleId}>
            {t('coaching.request_title')}
          </Title>
          <NativeSelect
            label={t('coaching.offer')}
            required
            data={[
              { value: '', label: t('coaching.choose_offer'), disabled: true },
              ...offers.filter((o) => o.is_active).map((o) => ({ value: o.id, label: o.title[language] })),
            ]}
            {...form.field('offer_id')}
          />
          <TextInput label={t('coaching.topic')} required maxLength={200} {...form.field('topic')} />
          <div>
            <Text size="sm" fw={500}>
              {t('coaching.preferred_dates')}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('coaching.dates_hint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: COACHING_MAX_DATES, lg: 1 }} spacing="xs" maw={{ lg: 240 }}>
              {DATE_FIELDS.map((field, slot) => (
                <TextInput
                  key={field}
                  type="date"
                  min={today()}
                  aria-label={t('coaching.date_n', { n: slot + 1 })}
                  required={slot === 0}
                  {...form.field(field)}
                />
              ))}
            </SimpleGrid>
          </div>
          <Textarea
            label={t('coaching.message')}
            required
            autosize
            minRows={4}
            maxLength={5000}
            {...form.field('message')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('coaching.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
