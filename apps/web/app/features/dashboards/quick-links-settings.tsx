import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { QuickLink } from '@portal/contracts/dashboards'
import { isSafeLinkHref } from '@portal/contracts/links'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import type { QuickLinks } from './quick-links-card.tsx'

/** The links of the card, edited in a dialog; an address must be a portal path or https. */
export function QuickLinksSettings({
  card,
  onChange,
}: {
  card: QuickLinks
  onChange: (card: QuickLinks) => void
}) {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure()
  // Rows carry a local id while editing: links have none, and two may share an address for a moment.
  const nextId = useRef(0)
  const rows = (list: QuickLink[]) => list.map((link) => ({ ...link, row: nextId.current++ }))
  const [links, setLinks] = useState(() => rows(card.settings.links))
  const invalid = links.map((link) => !isSafeLinkHref(link.href.trim()))
  const update = (index: number, change: Partial<QuickLink>) =>
    setLinks(links.map((link, i) => (i === index ? { ...link, ...change } : link)))

  function done() {
    if (invalid.some(Boolean)) return
    onChange({
      ...card,
      settings: {
        links: links.map((link) => ({ label: link.label?.trim() || null, href: link.href.trim() })),
      },
    })
    close()
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          setLinks(rows(card.settings.links))
          open()
        }}
      >
        {t('dashboards.cards.quick_links.edit')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('dashboards.cards.quick_links.edit')} size="lg">
        <Stack>
          {links.map((link, index) => (
            <Group key={link.row} align="flex-start" wrap="nowrap">
              <TextInput
                label={t('dashboards.cards.quick_links.label')}
                placeholder={t('dashboards.cards.quick_links.label_hint')}
                value={link.label ?? ''}
                onChange={(event) => update(index, { label: event.currentTarget.value })}
                maxLength={80}
              />
              <TextInput
                label={t('dashboards.cards.quick_links.href')}
                description={t('dashboards.cards.quick_links.href_hint')}
                value={link.href}
                onChange={(event) => update(index, { href: event.currentTarget.value })}
                error={
                  link.href && invalid[index] ? t('dashboards.cards.quick_links.href_invalid') : undefined
                }
                required
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="coral"
                mt={28}
                aria-label={t('dashboards.cards.quick_links.remove')}
                onClick={() => setLinks(links.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={links.length >= 12}
              onClick={() => setLinks([...links, ...rows([{ label: null, href: '' }])])}
            >
              {t('dashboards.cards.quick_links.add')}
            </Button>
            <Button onClick={done} disabled={invalid.some(Boolean)}>
              {t('dashboards.cards.quick_links.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
