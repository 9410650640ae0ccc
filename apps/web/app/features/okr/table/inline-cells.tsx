import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/core/styles/NumberInput.css'
import { Button, Group, Menu, NumberInput, Popover, Stack, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { numberSeparators } from '../okr-display.tsx'

/** A badge that opens a menu of the other values, for those who may change it. */
export function ChoiceMenu<T extends string>({
  label,
  value,
  options,
  render,
  onChange,
}: {
  label: string
  value: T
  options: readonly T[]
  render: (value: T) => ReactNode
  onChange: (value: T) => void
}) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={label}>
          <Group gap={2} wrap="nowrap">
            {render(value)}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => option !== value && onChange(option)}
            disabled={option === value}
          >
            {render(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** A number shown as text that opens a small editor: the current value of a key result. */
export function ValueEditor({
  label,
  shown,
  value,
  onSave,
}: {
  label: string
  shown: string
  value: number
  onSave: (value: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState<string | number>(value)
  const save = () => {
    const next = typeof draft === 'number' ? draft : Number(draft)
    setOpened(false)
    if (Number.isFinite(next) && next !== value) onSave(next)
  }
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      withinPortal
      position="bottom-start"
      onOpen={() => setDraft(value)}
    >
      <Popover.Target>
        <UnstyledButton
          aria-label={label}
          onClick={() => setOpened((o) => !o)}
          style={{ textDecoration: 'underline dotted', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {shown}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <Stack gap="xs">
            <NumberInput
              label={t('okr.inline.value')}
              value={draft}
              onChange={setDraft}
              size="xs"
              data-autofocus
              {...numberSeparators(locale)}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                {t('okr.inline.cancel')}
              </Button>
              <Button size="xs" type="submit">
                {t('okr.inline.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  )
}
