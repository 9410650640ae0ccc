import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core'
import type { Company } from '@portal/contracts/companies'
import type { MembershipInput } from '@portal/contracts/users'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '../../lib/texts.ts'

interface Props {
  value: MembershipInput[]
  onChange: (memberships: MembershipInput[]) => void
  /** Staff choose among all companies; a company admin has only their own (and cannot remove it). */
  companies: Company[]
  ownCompany: { id: string; name: string } | null
  disabled: boolean
  error?: string
}

/** The companies a user belongs to, each with its company admin flag. */
export function MembershipsField({ value, onChange, companies, ownCompany, disabled, error }: Props) {
  const { t } = useTranslation()
  const set = (index: number, change: Partial<MembershipInput>) =>
    onChange(value.map((m, i) => (i === index ? { ...m, ...change } : m)))
  const unused = companies.filter((c) => !value.some((m) => m.company === c.id))
  const nameOf = (id: string) => companies.find((c) => c.id === id)?.name ?? ownCompany?.name ?? id
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('users.detail.memberships')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('users.detail.no_memberships')}
        </Text>
      )}
      {value.map((membership, index) => (
        <Group key={membership.company} gap="sm" align="center">
          {ownCompany ? (
            <Text size="sm" w={220}>
              {ownCompany.name}
            </Text>
          ) : (
            <NativeSelect
              aria-label={t('users.detail.company')}
              w={220}
              value={membership.company}
              disabled={disabled}
              data={[membership.company, ...unused.map((c) => c.id)].map((id) => ({
                value: id,
                label: nameOf(id),
              }))}
              onChange={(event) => set(index, { company: event.currentTarget.value })}
            />
          )}
          <Checkbox
            label={t('users.detail.is_company_admin')}
            checked={membership.is_company_admin}
            disabled={disabled}
            onChange={(event) => set(index, { is_company_admin: event.currentTarget.checked })}
          />
          {!ownCompany && (
            <ActionIcon
              variant="subtle"
              color="coral"
              disabled={disabled}
              aria-label={t('users.detail.remove_membership', { company: nameOf(membership.company) })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!ownCompany && unused.length > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          disabled={disabled}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, { company: unused[0]!.id, is_company_admin: false }])}
        >
          {t('users.detail.add_membership')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  )
}
