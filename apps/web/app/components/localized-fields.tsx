import '@mantine/core/styles/Accordion.css'
import { Accordion, Stack, Textarea, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { LOCALES, type Locale } from '@portal/contracts/locales'
import type { LocalizedTexts } from '@portal/contracts/localized'
import { useTranslation } from '../lib/texts.ts'

/** English and German are always filled in the demo and shown first; the rest fall back to them. */
const MAIN: Locale[] = ['en-US', 'de-DE']
const OTHERS = LOCALES.filter((l) => !MAIN.includes(l))

/** Names as the API takes them: English always present; an empty one is its "required" field error. */
export const withEnglish = (texts: LocalizedTexts) => ({ ...texts, 'en-US': texts['en-US'] ?? '' })

/**
 * One text in every locale (names, descriptions). `field` is the form path of the per-locale object,
 * so the server's field errors (`names.en-US`) land on their input.
 */
export function LocalizedFields({
  field,
  label,
  inputProps,
  multiline = false,
  requiredEnglish = false,
}: {
  field: string
  label: string
  inputProps: (path: string) => GetInputPropsReturnType
  multiline?: boolean
  requiredEnglish?: boolean
}) {
  const { t } = useTranslation()
  const input = (locale: Locale) => {
    const props = {
      label: `${label} · ${t(`locale.names.${locale}`)}`,
      lang: locale,
      required: requiredEnglish && locale === 'en-US',
      ...inputProps(`${field}.${locale}`),
    }
    return multiline ? (
      <Textarea key={locale} autosize minRows={2} {...props} />
    ) : (
      <TextInput key={locale} {...props} />
    )
  }
  return (
    <Stack gap="xs">
      {MAIN.map(input)}
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="more">
          <Accordion.Control>{`${label} · ${t('services.languages')}`}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">{OTHERS.map(input)}</Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  )
}
