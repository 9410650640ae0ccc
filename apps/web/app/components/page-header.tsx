import { Button, Group, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

/** A page's heading, an optional line under it, and the "new" button of a list for those who may. */
export function PageHeader({
  title,
  intro,
  create,
}: {
  title: string
  intro?: string
  create?: { to: string; label: string } | null
}) {
  const locale = useLocale()
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {create && (
          <Button
            component={Link}
            to={localePath(locale, create.to)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {create.label}
          </Button>
        )}
      </Group>
      {intro && <Text c="dimmed">{intro}</Text>}
    </>
  )
}
