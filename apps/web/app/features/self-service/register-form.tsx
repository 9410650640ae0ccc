import { type RegisterInput, selfServiceApi } from '@portal/contracts/self-service'
import { useState } from 'react'
import { Notice, PlainButton, ScreenTitle, TextField, TextLink } from '../../components/plain-ui.tsx'
import { browserApi } from '../../lib/browser-api.ts'
import { contractValidate } from '../../lib/contract-validate.ts'
import { useEarlyInput } from '../../lib/early-input.ts'
import { failureOnForm, refusalOnForm } from '../../lib/form-errors.ts'
import { doneOf, type Posted, refusalOf } from '../../lib/form-post.ts'
import { localePath } from '../../lib/locale-path.ts'
import { usePlainForm } from '../../lib/plain-form.ts'
import { loadFieldTexts, useTexts } from '../../lib/texts.ts'
import { useContract } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordFormErrors } from './password-strength.ts'

type Values = { email: string; first_name: string; last_name: string; password: string; confirmation: string }

/** Self-registration: the server opens it only for domains with an auto-assign rule and says so on `email`. */
export function RegisterForm({ posted }: { posted?: Posted<{ email: string }> | undefined }) {
  const t = useTexts()
  const locale = useLocale()
  // Posted without scripts (routes/register.tsx): what the action answered.
  const refused = refusalOf(posted)
  const initialValues = {
    email: refused?.fields.email ?? '',
    first_name: refused?.fields.first_name ?? '',
    last_name: refused?.fields.last_name ?? '',
    password: '',
    confirmation: '',
  }
  const onPage = refusalOnForm(refused, initialValues, t, { fallback: t('self_service.register.failed') })
  const [error, setError] = useState<string | null>(onPage.alert)
  const [mailedTo, setMailedTo] = useState<string | null>(doneOf(posted)?.email ?? null)
  // The schema comes after the page's first load (ADR 63); the server checks the same rules.
  const contract = useContract(() => import('@portal/contracts/self-service'))
  const form = usePlainForm<Values>({
    initialValues,
    initialErrors: onPage.errors,
    validate: contractValidate<Values>(contract?.registerInput, t, {
      body: bodyOf,
      also: (values) => newPasswordFormErrors(t, values.password, values.confirmation),
    }),
  })

  function bodyOf(values: Values): RegisterInput {
    return {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      password: values.password,
      locale,
    }
  }

  // Signed out there are no notices: what no field shows goes to the page's alert (ADR 19).
  async function onSubmit(values: Values) {
    setError(null)
    try {
      await browserApi.call(selfServiceApi.register, { body: bodyOf(values) })
      setMailedTo(values.email.trim())
    } catch (failure) {
      setError(failureOnForm(failure, t, form, { fallback: t('self_service.register.failed') }))
    }
  }

  const early = useEarlyInput('register', form)

  const signIn = (
    <TextLink to={localePath(locale, '/login')}>{t('self_service.register.have_account')}</TextLink>
  )
  if (mailedTo) {
    return (
      <div className="sf-stack">
        <ScreenTitle title={t('self_service.register.done_title')} />
        <Notice tone="info" role="status">
          {t('self_service.register.done', { email: mailedTo })}
        </Notice>
        {signIn}
      </div>
    )
  }
  return (
    <form
      {...early}
      onSubmit={form.onSubmit(onSubmit, () => loadFieldTexts(locale))}
      noValidate
      className="sf-stack"
    >
      <ScreenTitle title={t('pages.register')} intro={t('self_service.register.intro')} />
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      <TextField
        label={t('self_service.register.email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField
        label={t('self_service.register.first_name')}
        autoComplete="given-name"
        required
        {...form.field('first_name')}
      />
      <TextField
        label={t('self_service.register.last_name')}
        autoComplete="family-name"
        required
        {...form.field('last_name')}
      />
      <NewPasswordFields
        label={t('self_service.password.password')}
        password={form.field('password')}
        confirmation={form.field('confirmation')}
      />
      <PlainButton type="submit" loading={form.submitting}>
        {t('self_service.register.submit')}
      </PlainButton>
      {signIn}
    </form>
  )
}
