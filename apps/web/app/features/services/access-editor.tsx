import '@mantine/core/styles/Fieldset.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { ActionIcon, Button, Fieldset, Group, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core'
import { groupsApi } from '@portal/contracts/groups'
import { SERVICE_VISIBILITIES, type ServiceVisibility } from '@portal/contracts/services'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'

export interface AccessLine {
  company_id: string
  visibility: ServiceVisibility
  group_ids: string[]
}

type Errors = Record<string, string | undefined>

/**
 * Who sees a service: a default for every company, and lines of companies' own settings, each
 * optionally only for some of that company's groups.
 */
export function AccessEditor({
  companies,
  defaultVisibility,
  onDefaultChange,
  lines,
  onLinesChange,
  errors,
}: {
  companies: { id: string; name: string }[]
  defaultVisibility: ServiceVisibility
  onDefaultChange: (value: ServiceVisibility) => void
  lines: AccessLine[]
  onLinesChange: (lines: AccessLine[]) => void
  errors: Errors
}) {
  const { t } = useTranslation()
  const visibilities = SERVICE_VISIBILITIES.map((v) => ({ value: v, label: t(`services.visibilities.${v}`) }))
  const change = (index: number, line: AccessLine) =>
    onLinesChange(lines.map((l, i) => (i === index ? line : l)))
  const unused = companies.filter((c) => !lines.some((l) => l.company_id === c.id))
  return (
    <Fieldset legend={t('services.companies_title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('services.companies_hint')}
        </Text>
        <NativeSelect
          label={t('services.default_visibility')}
          data={visibilities}
          value={defaultVisibility}
          onChange={(event) => onDefaultChange(event.currentTarget.value as ServiceVisibility)}
          error={errors.default_visibility}
        />
        {lines.map((line, index) => (
          <Group key={line.company_id || `new-${index}`} align="flex-start" wrap="wrap">
            <NativeSelect
              label={t('services.company')}
              data={[
                { value: '', label: t('services.company_choose') },
                ...companies
                  .filter((c) => c.id === line.company_id || unused.includes(c))
                  .map((c) => ({ value: c.id, label: c.name })),
              ]}
              value={line.company_id}
              onChange={(event) =>
                change(index, { ...line, company_id: event.currentTarget.value, group_ids: [] })
              }
              error={errors[`companies.${index}.company_id`]}
              w={200}
            />
            <NativeSelect
              label={t('services.visibility')}
              data={visibilities}
              value={line.visibility}
              onChange={(event) =>
                change(index, { ...line, visibility: event.currentTarget.value as ServiceVisibility })
              }
              w={140}
            />
            <GroupPicker
              companyId={line.company_id}
              value={line.group_ids}
              onChange={(group_ids) => change(index, { ...line, group_ids })}
              error={errors[`companies.${index}.group_ids`]}
            />
            <ActionIcon
              variant="subtle"
              color="coral"
              mt={28}
              aria-label={t('services.remove_company')}
              onClick={() => onLinesChange(lines.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.companies && (
          <Text size="sm" c="coral.8">
            {errors.companies}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={unused.length === 0}
          onClick={() => onLinesChange([...lines, { company_id: '', visibility: 'visible', group_ids: [] }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('services.add_company')}
        </Button>
      </Stack>
    </Fieldset>
  )
}

/** The groups of the line's company (staff may read any company's groups). */
function GroupPicker({
  companyId,
  value,
  onChange,
  error,
}: {
  companyId: string
  value: string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}) {
  const { t } = useTranslation()
  const groups = useRead(
    groupsApi.list,
    { query: { company: companyId, page_size: 200 } },
    { enabled: companyId !== '' },
  )
  return (
    <MultiSelect
      label={t('services.groups')}
      placeholder={value.length === 0 ? t('services.groups_hint') : undefined}
      data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
      value={value}
      onChange={onChange}
      disabled={companyId === ''}
      error={error}
      searchable
      w={280}
    />
  )
}
