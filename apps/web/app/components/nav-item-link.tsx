import type { MouseEventHandler, ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * A link of the main navigation drawn as Mantine's `NavLink` draws one without children (the same
 * elements and class names, styled by its `NavLink.css`), without its runtime: NavLink brings Collapse and
 * two collapse hooks for nested links the navigation never has (~2 kB gzip on every signed-in page,
 * issue 18). `nav-item-link.test.tsx` holds the markup to Mantine's.
 */
export function NavItemLink({
  to,
  label,
  leftSection,
  rightSection,
  active,
  onClick,
  tour,
}: {
  to: string
  label: ReactNode
  leftSection: ReactNode
  rightSection?: ReactNode
  active: boolean
  onClick?: MouseEventHandler<HTMLAnchorElement>
  /** The first-visit tour's anchor. */
  tour?: string
}) {
  const activeMark = active ? 'true' : undefined
  return (
    <Link
      className="mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root"
      data-active={activeMark}
      to={to}
      onClick={onClick}
      data-tour={tour}
    >
      <span className="m_690090b5 mantine-NavLink-section" data-position="left">
        {leftSection}
      </span>
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label">{label}</span>
        <span className="m_57492dcc mantine-NavLink-description" data-active={activeMark} />
      </div>
      {rightSection && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="right">
          {rightSection}
        </span>
      )}
    </Link>
  )
}
