import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SimpleGrid.css'
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type CoachingOffer, coachingApi, offerLanguage } from '@portal/contracts/coaching'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

interface Props {
  offers: CoachingOffer[]
  onRequest: (offer: CoachingOffer) => void
  /** Staff manage the offers. */
  onEdit: ((offer: CoachingOffer) => void) | null
}

/** The offers as cards: what, with whom, how long, where; each can be requested. */
export function OfferGrid({ offers, onRequest, onEdit }: Props) {
  const { t } = useTranslation()
  const language = offerLanguage(useLocale())
  const titleOf = (id: string) => offers.find((offer) => offer.id === id)?.title[language] ?? ''
  const remove = useWrite(coachingApi.removeOffer, {
    confirm: ({ params }) => t('coaching.delete_confirm', { title: titleOf(params.id) }),
    success: t('coaching.deleted'),
  })
  const onDelete = (offer: CoachingOffer) => remove.run({ params: { id: offer.id } })

  if (offers.length === 0) return <Text>{t('coaching.no_offers')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {offers.map((offer) => {
        const title = offer.title[language]
        return (
          <Card key={offer.id} withBorder padding="lg" component="article" aria-label={title}>
            <Stack gap="xs" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={3} size="h4">
                  {title}
                </Title>
                {onEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('coaching.edit', { title })}
                      onClick={() => onEdit(offer)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="coral"
                      aria-label={t('coaching.delete', { title })}
                      onClick={() => onDelete(offer)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Group gap="xs">
                <Badge variant="light">{t(`coaching.formats.${offer.format}`)}</Badge>
                <Badge variant="outline" color="gray">
                  {t('coaching.duration', { minutes: offer.duration_minutes })}
                </Badge>
                {!offer.is_active && (
                  <Badge color="coral" variant="outline">
                    {t('coaching.inactive')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('coaching.coach', { name: offer.coach_name })}
              </Text>
              <Text size="sm" style={{ flex: 1 }}>
                {offer.description[language]}
              </Text>
              {offer.is_active && (
                <Button variant="light" onClick={() => onRequest(offer)}>
                  {t('coaching.request_this')}
                </Button>
              )}
            </Stack>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}
