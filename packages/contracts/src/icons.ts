import { z } from 'zod'
import { endpoints } from './endpoint.ts'

/**
 * The icons services and categories choose from: a curated subset of Tabler Icons (MIT, the
 * `@tabler/icons` package, outline style), named as Tabler names them. The server reads their SVGs
 * from the package; adding a name here adds the icon.
 */
export const SERVICE_ICONS = [
  'adjustments',
  'apps',
  'bell',
  'book',
  'books',
  'brain',
  'brand-github',
  'briefcase',
  'building',
  'bulb',
  'calendar',
  'calendar-event',
  'camera',
  'certificate',
  'chalkboard',
  'chart-bar',
  'chart-dots',
  'chart-line',
  'chart-pie',
  'checklist',
  'clipboard-list',
  'clock',
  'cloud',
  'code',
  'coin',
  'database',
  'device-desktop-analytics',
  'external-link',
  'file-text',
  'files',
  'flag',
  'folder',
  'headset',
  'heart',
  'help-circle',
  'id-badge-2',
  'key',
  'layout-dashboard',
  'layout-kanban',
  'leaf',
  'lifebuoy',
  'link',
  'lock',
  'mail',
  'map',
  'map-pin',
  'message-circle',
  'messages',
  'microscope',
  'news',
  'palette',
  'pencil',
  'phone',
  'plug',
  'presentation',
  'puzzle',
  'receipt',
  'report-analytics',
  'rocket',
  'scale',
  'school',
  'search',
  'server',
  'settings',
  'shield-check',
  'shopping-cart',
  'star',
  'target',
  'timeline',
  'tool',
  'tools',
  'trending-up',
  'truck',
  'user-check',
  'users',
  'users-group',
  'video',
  'world',
  'world-search',
] as const
export type ServiceIconName = (typeof SERVICE_ICONS)[number]

export const iconName = z.enum(SERVICE_ICONS)

/** One icon: its name and its SVG markup (24×24, stroke in currentColor). */
export const icon = z.object({ name: z.string(), svg: z.string() })
export type Icon = z.infer<typeof icon>

/** GET /api/v1/public/icons/: the whole set at once (it is small and cached). */
export const iconSet = z.object({
  count: z.number().int(),
  next: z.null(),
  previous: z.null(),
  results: z.array(icon),
})
export type IconSet = z.infer<typeof iconSet>

/** The icon set, public and cacheable: the same for every caller, so shared caches may keep it. */
export const iconsApi = endpoints('icons', {
  list: {
    method: 'GET',
    path: '/v1/public/icons/',
    access: 'public',
    summary: 'List the icons services and categories choose from',
    narrowing: 'cacheable by shared caches (no cookie set)',
    // 304: the answer to a revalidation whose ETag still matches (no body).
    responses: { 200: iconSet, 304: z.undefined() },
  },
})
