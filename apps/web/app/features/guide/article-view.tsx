import '@mantine/core/styles/Badge.css'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { GuideArticle } from '@portal/contracts/guide'
import { IconPencil } from '@tabler/icons-react'
import type { Token } from 'marked'
import { Link } from 'react-router'
import { MarkdownTokens } from '../../components/markdown-tokens.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { moduleLabel } from './module-label.ts'

/** One help article, drawn from its markdown as the loader lexed it (`body`); staff see an edit button. */
export function ArticleView({
  article,
  body,
  canEdit,
}: {
  article: GuideArticle
  body: Token[]
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby="guide-article-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} id="guide-article-title">
              {article.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{moduleLabel(t, article.module)}</Badge>
              <Text size="xs" c="dimmed">
                {t('guide.updated', { date: formatters(locale).date(article.updated_at) })}
              </Text>
            </Group>
          </Stack>
          {canEdit && (
            <Button
              component={Link}
              to={`?article=${article.slug}&edit=1`}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('guide.edit')}
            </Button>
          )}
        </Group>
        <MarkdownTokens tokens={body} />
      </Stack>
    </Paper>
  )
}
