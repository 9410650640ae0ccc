import { UnstyledButton } from '@mantine/core'
import type { Me } from '@portal/contracts/accounts'
import { useTranslation } from '../lib/texts.ts'
import { InitialsAvatar } from './light-marks.tsx'
import { PopupOnDemand } from './popup-on-demand.tsx'

// The menu (with the company switch and its read) loads when the pointer or focus first reaches the
// avatar (ADR 58).
const loadMenu = () => import('./user-menu-dropdown.tsx').then((module) => module.UserMenuDropdown)

function initials(me: Me) {
  const letters = `${me.first_name.charAt(0)}${me.last_name.charAt(0)}`
  return (letters || me.email.charAt(0)).toUpperCase()
}

/** Profile, the company switch and logout. */
export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation()
  return (
    <PopupOnDemand
      menu
      load={loadMenu}
      props={{ me }}
      trigger={
        <UnstyledButton aria-label={t('user_menu.label')} data-tour="user-menu">
          <InitialsAvatar>{initials(me)}</InitialsAvatar>
        </UnstyledButton>
      }
    />
  )
}
