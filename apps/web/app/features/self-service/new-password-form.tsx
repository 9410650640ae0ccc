import { selfServiceApi } from '@portal/contracts/self-service'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Notice, PlainButton, ScreenTitle, TextLink } from '../../components/plain-ui.tsx'
import { browserApi } from '../../lib/browser-api.ts'
import { contractValidate } from '../../lib/contract-validate.ts'
import { useEarlyInput } from '../../lib/early-input.ts'
import { failureOnForm, refusalOnForm } from '../../lib/form-errors.ts'
import { type Posted, refusalOf } from '../../lib/form-post.ts'
import { localePath } from '../../lib/locale-path.ts'
import { usePlainForm } from '../../lib/plain-form.ts'
import { loadFieldTexts, useTexts } from '../../lib/texts.ts'
import { useContract } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordFormErrors } from './password-strength.ts'

type Values = { password: string; confirmation: string }

const RENAME = { new_password: 'password' }

/**
 * The page a reset or invitation link opens: choose a password, then sign in with it. A used or expired
 * link is said so, with the way to a new one.
 */
export function NewPasswordForm({ token, posted }: { token: string; posted?: Posted<unknown> | undefined }) {
  const t = useTexts()
  const locale = useLocale()
  const navigate = useNavigate()
  // Posted without scripts (routes/reset-password.tsx): a refusal to show (success goes to the login page).
  const initialValues = { password: '', confirmation: '' }
  const onPage = refusalOnForm(refusalOf(posted), initialValues, t, {
    fallback: t('self_service.reset.failed'),
    rename: RENAME,
  })
  const [linkError, setLinkError] = useState<string | null>(onPage.alert)
  const bodyOf = (values: Values) => ({ token, new_password: values.password })
  // The schema comes after the page's first load (ADR 63); the server checks the same rules.
  const contract = useContract(() => import('@portal/contracts/self-service'))
  const form = usePlainForm<Values>({
    initialValues,
    initialErrors: onPage.errors,
    validate: contractValidate<Values>(contract?.passwordResetConfirmInput, t, {
      body: bodyOf,
      rename: RENAME,
      also: (values) => newPasswordFormErrors(t, values.password, values.confirmation),
    }),
  })

  async function onSubmit(values: Values) {
    setLinkError(null)
    try {
      const done = await browserApi.call(selfServiceApi.confirmPasswordReset, { body: bodyOf(values) })
      const query = new URLSearchParams({ notice: 'password_set', email: done.email })
      navigate(`${localePath(locale, '/login')}?${query}`, { replace: true })
    } catch (failure) {
      // The password's messages sit on its field; what is wrong with the link says so above.
      setLinkError(
        failureOnForm(failure, t, form, { rename: RENAME, fallback: t('self_service.reset.failed') }),
      )
    }
  }

  const early = useEarlyInput('new-password', form)

  return (
    <form
      {...early}
      onSubmit={form.onSubmit(onSubmit, () => loadFieldTexts(locale))}
      noValidate
      className="sf-stack"
    >
      <ScreenTitle
        title={t('self_service.reset.choose_title')}
        intro={t('self_service.reset.choose_intro')}
      />
      {linkError && (
        <Notice tone="error" role="alert">
          <div className="sf-stack sf-stack-xs">
            <p>{linkError}</p>
            <TextLink to={localePath(locale, '/reset-password')}>
              {t('self_service.reset.request_new')}
            </TextLink>
          </div>
        </Notice>
      )}
      <NewPasswordFields
        label={t('self_service.password.new')}
        password={form.field('password')}
        confirmation={form.field('confirmation')}
      />
      <PlainButton type="submit" loading={form.submitting}>
        {t('self_service.reset.save')}
      </PlainButton>
    </form>
  )
}
