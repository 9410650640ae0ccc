import { Menu } from '@mantine/core'
import { accountsApi, type Me } from '@portal/contracts/accounts'
import { IconLogout, IconUser } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { sessionMarker } from '../lib/session-marker.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useWrite } from '../lib/use-write.ts'
import { CompanyMenuItems } from './company-menu-items.tsx'
import { LoadedMenu } from './loaded-menu.tsx'
import type { LoadedPopupProps } from './popup-on-demand.tsx'

/** The user menu once loaded (user-menu.tsx draws the avatar button before). */
export function UserMenuDropdown({ me, start, trigger }: { me: Me } & LoadedPopupProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()

  // Signed out, nothing on the page is to be read again: the sign-in page (or the service's) follows.
  const signOut = useWrite(accountsApi.logout, {
    reload: false,
    changes: [],
    onSuccess: ({ redirect_url }) => {
      sessionMarker.clear()
      if (/^https?:\/\//.test(redirect_url)) window.location.assign(redirect_url)
      else navigate(localePath(locale, redirect_url), { replace: true })
    },
  })
  const logout = () => signOut.run({})

  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-end">
      <Menu.Label>{me.email}</Menu.Label>
      <Menu.Item
        component={Link}
        to={localePath(locale, '/client/profile')}
        leftSection={<IconUser size={16} aria-hidden />}
      >
        {t('user_menu.profile')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Label>{t('user_menu.company')}</Menu.Label>
      <CompanyMenuItems activeCompany={me.active_company} />
      <Menu.Divider />
      <Menu.Item onClick={logout} leftSection={<IconLogout size={16} aria-hidden />}>
        {t('user_menu.logout')}
      </Menu.Item>
    </LoadedMenu>
  )
}
