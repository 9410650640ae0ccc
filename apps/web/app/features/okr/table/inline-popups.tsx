import '@mantine/core/styles/Popover.css'
import '@mantine/core/styles/NumberInput.css'
import { Button, Group, Menu, NumberInput, Popover, Stack } from '@mantine/core'
import { cloneElement, type ReactNode, useState } from 'react'
import { LoadedMenu } from '../../../components/loaded-menu.tsx'
import { type LoadedPopupProps, useStartFocus, useStartOpened } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { numberSeparators } from '../okr-display.tsx'

export type ChoiceMenuProps<T extends string> = {
  value: T
  options: readonly T[]
  render: (value: T) => ReactNode
  onChange: (value: T) => void
}

/** A badge's menu of the other values once loaded (inline-cells.tsx draws its button before). */
export function ChoiceMenuPopup<T extends string>({
  start,
  trigger,
  value,
  options,
  render,
  onChange,
}: ChoiceMenuProps<T> & LoadedPopupProps) {
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-start">
      {options.map((option) => (
        <Menu.Item
          key={option}
          onClick={() => option !== value && onChange(option)}
          disabled={option === value}
        >
          {render(option)}
        </Menu.Item>
      ))}
    </LoadedMenu>
  )
}

export type ValueEditorProps = { value: number; onSave: (value: number) => void }

/** The small editor of a key result's current value once loaded (inline-cells.tsx draws its button). */
export function ValueEditorPopup({ start, trigger, value, onSave }: ValueEditorProps & LoadedPopupProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const focus = useStartFocus(start)
  const { opened, onChange: setOpened } = useStartOpened(start)
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
        {cloneElement(trigger, { ref: focus, onClick: () => setOpened(!opened) })}
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
