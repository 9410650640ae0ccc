import '@mantine/core/styles/Mark.css'
import '@mantine/core/styles/NavLink.css'
import { Highlight, NavLink, Stack, Text } from '@mantine/core'
import type { GuideArticleSummary } from '@portal/contracts/guide'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '../../lib/texts.ts'

/** The articles found, each a link that opens it beside the list (the search stays in the address). */
export function ArticleList({ articles, current }: { articles: GuideArticleSummary[]; current?: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const search = params.get('search')?.trim() ?? ''
  const words = search.split(/\s+/).filter((word) => word.length > 1)
  const linkTo = (slug: string) => {
    const next = new URLSearchParams(params)
    next.delete('edit')
    next.set('article', slug)
    return `?${next}`
  }
  if (articles.length === 0) return <Text c="dimmed">{t('guide.empty')}</Text>
  return (
    <Stack gap={2} component="nav" aria-label={t('guide.articles')}>
      {articles.map((article) => (
        <NavLink
          key={article.id}
          component={Link}
          to={linkTo(article.slug)}
          active={article.slug === current}
          aria-current={article.slug === current ? 'page' : undefined}
          label={
            <Highlight component="span" highlight={words} fw={600} size="sm">
              {article.title}
            </Highlight>
          }
          description={
            <Highlight component="span" highlight={words} size="xs" lineClamp={2}>
              {article.excerpt}
            </Highlight>
          }
        />
      ))}
    </Stack>
  )
}
