import { Menu } from '@mantine/core'
import { activeCompanyApi, companiesApi } from '@portal/contracts/companies'
import { IconBuilding, IconCheck } from '@tabler/icons-react'
import { useRead } from '../lib/query-keys.ts'
import { rememberActiveCompany } from '../lib/session-marker.ts'
import { useTranslation } from '../lib/texts.ts'
import { useWrite } from '../lib/use-write.ts'

/** The companies one can switch to (SPEC §4: saved on the server, kept locally, page reloaded). */
export function CompanyMenuItems({ activeCompany }: { activeCompany: string | null }) {
  const { t } = useTranslation()
  const companies = useRead(companiesApi.list, { query: { page_size: 50 } })
  // Everything on the page belongs to the company: the page is loaded whole afterwards.
  const setActive = useWrite(activeCompanyApi.setActiveCompany, {
    reload: false,
    changes: [],
    onSuccess: (me) => {
      rememberActiveCompany(me.active_company)
      window.location.reload()
    },
  })
  const switchTo = (id: string) => setActive.run({ body: { id } })

  if (companies.isPending) return <Menu.Item disabled>{t('user_menu.loading')}</Menu.Item>
  if (companies.isError || companies.data.results.length === 0) {
    return <Menu.Item disabled>{t('user_menu.no_company')}</Menu.Item>
  }
  return companies.data.results.map((company) => {
    const active = company.id === activeCompany
    return (
      <Menu.Item
        key={company.id}
        onClick={active ? undefined : () => switchTo(company.id)}
        aria-current={active || undefined}
        leftSection={<IconBuilding size={16} aria-hidden />}
        rightSection={active ? <IconCheck size={14} aria-label={t('user_menu.active_company')} /> : null}
      >
        {company.name}
      </Menu.Item>
    )
  })
}
