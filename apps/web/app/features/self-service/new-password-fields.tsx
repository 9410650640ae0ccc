import { PASSWORD_MIN_LENGTH } from '@portal/contracts/accounts'
import type { ChangeEvent } from 'react'
import { PasswordField } from '../../components/plain-ui.tsx'
import { useTexts } from '../../lib/texts.ts'
import { passwordStrength } from './password-strength.ts'

type FieldProps = {
  value: string
  error?: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * A new password with a strength hint, and its repetition (posted as `password` and `confirmation`).
 * Plain elements, like the rest of the signed-out screens (ADR 47).
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string
  password: FieldProps
  confirmation: FieldProps
}) {
  const t = useTexts()
  const { score, level } = passwordStrength(password.value)
  const strength = t('self_service.password.strength', { level: t(`self_service.password.levels.${level}`) })
  return (
    <div className="sf-stack sf-stack-xs">
      <PasswordField
        label={label}
        description={t('self_service.password.hint', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        toggleLabel={t('login.show_password')}
        {...password}
        name="password"
      />
      {password.value && (
        <>
          <div
            className="sf-progress"
            role="progressbar"
            aria-label={strength}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score * 25}
          >
            <div className={`sf-progress-bar sf-strength-${level}`} style={{ width: `${score * 25}%` }} />
          </div>
          <p className="sf-dimmed sf-xs" aria-live="polite">
            {strength}
          </p>
        </>
      )}
      <PasswordField
        label={t('self_service.password.confirm')}
        autoComplete="new-password"
        required
        toggleLabel={t('login.show_password')}
        {...confirmation}
        name="confirmation"
      />
    </div>
  )
}
