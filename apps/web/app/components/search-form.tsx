import { Button, Group } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Form, useSearchParams } from 'react-router'
import { useTranslation } from '../lib/texts.ts'
import { LightTextInput } from './light-fields.tsx'

/** A list's search box: a GET form, so the search is in the address and survives reload and back. */
export function SearchForm({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <Form method="get">
      <Group align="flex-end">
        {/* Mantine's TextInput as it draws, without its code (ADR 81) */}
        <LightTextInput
          name="search"
          label={label}
          defaultValue={params.get('search') ?? ''}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={320}
        />
        {children}
        <Button type="submit" variant="light">
          {t('search_form.submit')}
        </Button>
      </Group>
    </Form>
  )
}
