import '@mantine/core/styles/Progress.css'
import { PasswordInput, Progress, Stack, Text } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/accounts'
import { useTranslation } from 'react-i18next'
import { passwordStrength } from './password-strength.ts'

const COLORS = { weak: 'coral', fair: 'lemon', good: 'secondary', strong: 'primary' } as const

/** A new password with a strength hint, and its repetition (posted as `password` and `confirmation`). */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string
  password: GetInputPropsReturnType & { value: string }
  confirmation: GetInputPropsReturnType
}) {
  const { t } = useTranslation()
  const { score, level } = passwordStrength(password.value)
  const strength = t('self_service.password.strength', { level: t(`self_service.password.levels.${level}`) })
  return (
    <Stack gap="xs">
      <PasswordInput
        label={label}
        name="password"
        description={t('self_service.password.hint', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
        {...password}
      />
      {password.value && (
        <>
          <Progress value={score * 25} color={COLORS[level]} size="sm" aria-label={strength} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {strength}
          </Text>
        </>
      )}
      <PasswordInput
        label={t('self_service.password.confirm')}
        name="confirmation"
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
        {...confirmation}
      />
    </Stack>
  )
}
