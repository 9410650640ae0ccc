import { selfServiceApi } from '@portal/contracts/self-service'
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

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ResetRequestForm({ posted }: { posted?: Posted<{ email: string }> | undefined }) {
  const t = useTexts()
  const locale = useLocale()
  // Posted without scripts (routes/reset-password.tsx): what the action answered.
  const refused = refusalOf(posted)
  const initialValues = { email: refused?.fields.email ?? '' }
  const onPage = refusalOnForm(refused, initialValues, t, { fallback: t('self_service.reset.failed') })
  const [error, setError] = useState<string | null>(onPage.alert)
  const [mailedTo, setMailedTo] = useState<string | null>(doneOf(posted)?.email ?? null)
  // The schema comes after the page's first load (ADR 63); the server checks the same rules.
  const contract = useContract(() => import('@portal/contracts/self-service'))
  const form = usePlainForm({
    initialValues,
    initialErrors: onPage.errors,
    validate: contractValidate(contract?.passwordResetInput, t),
  })

  async function onSubmit(values: { email: string }) {
    setError(null)
    try {
      await browserApi.call(selfServiceApi.requestPasswordReset, { body: values })
      setMailedTo(values.email.trim())
    } catch (failure) {
      setError(failureOnForm(failure, t, form, { fallback: t('self_service.reset.failed') }))
    }
  }

  const early = useEarlyInput('reset-request', form)

  const back = <TextLink to={localePath(locale, '/login')}>{t('self_service.reset.back')}</TextLink>
  if (mailedTo) {
    return (
      <div className="sf-stack">
        <ScreenTitle title={t('self_service.reset.done_title')} />
        <Notice tone="info" role="status">
          {t('self_service.reset.done', { email: mailedTo })}
        </Notice>
        {back}
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
      <ScreenTitle title={t('pages.reset_password')} intro={t('self_service.reset.intro')} />
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      <TextField
        label={t('self_service.reset.email')}
        type="email"
        autoComplete="username"
        required
        {...form.field('email')}
      />
      <PlainButton type="submit" loading={form.submitting}>
        {t('self_service.reset.submit')}
      </PlainButton>
      {back}
    </form>
  )
}
