import '@mantine/core/styles/AspectRatio.css'
import { Anchor, AspectRatio, Group } from '@mantine/core'
import type { Lesson } from '@portal/contracts/academy'
import { IconExternalLink } from '@tabler/icons-react'
import { useTranslation } from '../../lib/texts.ts'

/**
 * A lesson's video: YouTube (no-cookie) and Vimeo (do-not-track) play in the page, lazily and sandboxed;
 * any other link opens elsewhere.
 */
export function LessonVideo({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation()
  if (lesson.video_embed_url) {
    return (
      <AspectRatio ratio={16 / 9} maw={720}>
        <iframe
          src={lesson.video_embed_url}
          title={t('academy.video_title', { title: lesson.title })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          style={{ border: 0 }}
        />
      </AspectRatio>
    )
  }
  if (!lesson.video_url) return null
  return (
    <Anchor href={lesson.video_url} target="_blank" rel="noopener noreferrer">
      <Group gap={4} component="span">
        {t('academy.watch_video')}
        <IconExternalLink size={16} aria-hidden />
      </Group>
    </Anchor>
  )
}
