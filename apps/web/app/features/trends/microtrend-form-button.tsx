import { Button } from '@mantine/core'
import { type Microtrend, trendLibraryApi } from '@portal/contracts/trends'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import type { MicrotrendForm as MicrotrendFormType } from './microtrend-form.tsx'

// The form (Mantine's form, pickers, the picture editor) loads when it is opened (ADR 71), with the
// texts only it shows (ADR 76).
const MicrotrendForm = lazy(
  withTexts(['fields', 'services'], () =>
    import('./microtrend-form.tsx').then((module) => ({ default: module.MicrotrendForm })),
  ),
)

/** Staff open the form for a new microtrend or to edit one. */
export function MicrotrendFormButton(props: Omit<Parameters<typeof MicrotrendFormType>[0], 'onClose'>) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={props.microtrend ? 'light' : 'filled'} onClick={() => setOpen(true)}>
        {props.microtrend ? t('trends.edit_trend.edit') : t('trends.edit_trend.new')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MicrotrendForm {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Staff delete a microtrend, after saying what goes with it; the library opens afterwards. */
export function DeleteMicrotrend({ microtrend }: { microtrend: Microtrend }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const remove = useWrite(trendLibraryApi.deleteMicrotrend, {
    confirm: t('trends.edit_trend.delete_confirm'),
    confirmLabel: t('trends.edit_trend.delete'),
    success: t('trends.edit_trend.deleted'),
    failure: t('trends.failed'),
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/trend-managment')),
  })
  return (
    <Button
      variant="subtle"
      color="coral"
      loading={remove.busy}
      onClick={() => remove.run({ params: { id: microtrend.id } })}
    >
      {t('trends.edit_trend.delete')}
    </Button>
  )
}
