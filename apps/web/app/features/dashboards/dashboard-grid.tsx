import '@mantine/core/styles/Grid.css'
import { Grid } from '@mantine/core'
import type { DashboardCard } from '@portal/contracts/dashboards'
import type { ReactNode } from 'react'

/** A card's columns: the full row on small screens, a third of it per width step from md up. */
export const span = (width: number) => ({ base: 12, md: width * 4 })

/** The cards in their grid, read-only (customize mode: `dashboard-editor.tsx`). */
export function DashboardGrid({
  cards,
  renderCard,
}: {
  cards: DashboardCard[]
  renderCard: (card: DashboardCard, controls: ReactNode) => ReactNode
}) {
  return (
    <Grid gap="md">
      {cards.map((card) => (
        <Grid.Col key={card.key} span={span(card.width)}>
          {renderCard(card, null)}
        </Grid.Col>
      ))}
    </Grid>
  )
}
