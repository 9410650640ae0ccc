import '@mantine/core/styles/SegmentedControl.css'
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Grid, Group, SegmentedControl } from '@mantine/core'
import { CARD_WIDTHS, type DashboardCard } from '@portal/contracts/dashboards'
import { IconGripVertical, IconTrash } from '@tabler/icons-react'
import { type ReactNode, Suspense } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import type { CardKinds } from './card-kind.tsx'
import { span } from './dashboard-grid.tsx'

/**
 * The cards in customize mode, with handles to drag (pointer, touch, keyboard), resize and remove. Loaded
 * when customize mode opens (dnd-kit is no part of the read-only dashboard; ADR 71).
 */
export default function DashboardEditor({
  kinds,
  cards,
  onChange,
  renderCard,
}: {
  kinds: CardKinds
  cards: DashboardCard[]
  onChange: (cards: DashboardCard[]) => void
  renderCard: (card: DashboardCard, controls: ReactNode) => ReactNode
}) {
  const { t } = useTranslation()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const title = (id: UniqueIdentifier) => {
    const key = String(id)
    return Object.hasOwn(kinds, key) ? t(kinds[key as keyof CardKinds].title) : key
  }
  const position = (key: UniqueIdentifier) => cards.findIndex((card) => card.key === key) + 1
  // Screen readers hear every step of a keyboard move in the user's language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dashboards.drag.picked', { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dashboards.drag.over', { title: title(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dashboards.drag.dropped', { title: title(active.id), position: position(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('dashboards.drag.cancelled', { title: title(active.id) }),
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    onChange(arrayMove(cards, position(active.id) - 1, position(over.id) - 1))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dashboards.drag.instructions') },
      }}
    >
      <SortableContext items={cards.map((card) => card.key)} strategy={rectSortingStrategy}>
        <Grid gap="md">
          {cards.map((card) => (
            <SortableCard
              key={card.key}
              kinds={kinds}
              card={card}
              cards={cards}
              onChange={onChange}
              renderCard={renderCard}
            />
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  )
}

function SortableCard({
  kinds,
  card,
  cards,
  onChange,
  renderCard,
}: {
  kinds: CardKinds
  card: DashboardCard
  cards: DashboardCard[]
  onChange: (cards: DashboardCard[]) => void
  renderCard: (card: DashboardCard, controls: ReactNode) => ReactNode
}) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.key })
  const title = t(kinds[card.key].title)
  const replace = (next: DashboardCard) => onChange(cards.map((c) => (c.key === card.key ? next : c)))
  const settings = kinds[card.key].settings
  const controls = (
    <Group gap="xs">
      {settings && <Suspense fallback={null}>{settings(card, replace)}</Suspense>}
      <SegmentedControl
        size="xs"
        aria-label={t('dashboards.width', { title })}
        value={String(card.width)}
        onChange={(value) =>
          replace({ ...card, width: CARD_WIDTHS.find((w) => String(w) === value) ?? card.width })
        }
        data={CARD_WIDTHS.map((width) => ({ value: String(width), label: t(`dashboards.widths.${width}`) }))}
      />
      <ActionIcon
        variant="subtle"
        color="coral"
        aria-label={t('dashboards.remove', { title })}
        onClick={() => onChange(cards.filter((c) => c.key !== card.key))}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        ref={setActivatorNodeRef}
        aria-label={t('dashboards.move', { title })}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
    </Group>
  )
  return (
    <Grid.Col
      ref={setNodeRef}
      span={span(card.width)}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
    >
      {renderCard(card, controls)}
    </Grid.Col>
  )
}
