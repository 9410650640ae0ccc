import type { CourseIcon as CourseIconKey } from '@portal/contracts/academy'
import {
  IconBook,
  IconBulb,
  IconCertificate,
  IconChartBar,
  IconCompass,
  IconPresentation,
  IconRocket,
  IconSchool,
  IconTarget,
  IconUsers,
} from '@tabler/icons-react'

const ICONS: Record<CourseIconKey, typeof IconSchool> = {
  school: IconSchool,
  rocket: IconRocket,
  target: IconTarget,
  chart: IconChartBar,
  users: IconUsers,
  bulb: IconBulb,
  book: IconBook,
  certificate: IconCertificate,
  compass: IconCompass,
  presentation: IconPresentation,
}

/** A course's cover icon (decorative: the title says what the course is). */
export function CourseIcon({ icon, size = 28 }: { icon: CourseIconKey; size?: number }) {
  const Icon = ICONS[icon]
  return <Icon size={size} aria-hidden />
}
