import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon } from '@mantine/core'
import { trendHubsApi, trendLibraryApi } from '@portal/contracts/trends'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The star of a trend: marks it as one of the caller's favourites, or takes the mark away. */
export function FavoriteButton({
  microtrend,
  favoriteId,
}: {
  microtrend: { id: string; title: string }
  favoriteId: string | null
}) {
  const { t } = useTranslation()
  const changes = [trendHubsApi, trendLibraryApi]
  const add = useWrite(trendHubsApi.addFavorite, {
    changes,
    success: t('trends.favorite_added'),
    failure: t('trends.failed'),
  })
  const remove = useWrite(trendHubsApi.removeFavorite, {
    changes,
    success: t('trends.favorite_removed'),
    failure: t('trends.failed'),
  })
  const label = favoriteId
    ? t('trends.unfavorite', { title: microtrend.title })
    : t('trends.favorite', { title: microtrend.title })
  return (
    <ActionIcon
      variant="subtle"
      color={favoriteId ? 'primary' : 'gray.7'}
      aria-label={label}
      aria-pressed={favoriteId !== null}
      title={label}
      loading={add.busy || remove.busy}
      onClick={() =>
        favoriteId
          ? remove.run({ params: { id: favoriteId } })
          : add.run({ body: { microtrend_id: microtrend.id } })
      }
    >
      {favoriteId ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  )
}
