import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'

/**
 * The signed-out screens' building blocks: plain elements styled by `plain.css` to look like the Mantine
 * components of the signed-in pages (issue 18: the login page loads without Mantine's runtime, ADR 47).
 */

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  /** The message under the field (marks it invalid). */
  error?: string | undefined
  /** A hint under the label. */
  description?: string | undefined
}

function FieldFrame({
  id,
  label,
  required,
  description,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean | undefined
  description?: string | undefined
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <div className="sf-field">
      <label className="sf-label" htmlFor={id}>
        {label}
        {required && (
          <span className="sf-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className="sf-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="sf-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

const describedBy = (id: string, { description, error }: { description?: string; error?: string }) =>
  [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

/** A labelled text field (TextInput's look). */
export function TextField({ label, error, description, required, ...input }: InputProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <input
        {...input}
        id={id}
        required={required}
        className="sf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { description, error })}
      />
    </FieldFrame>
  )
}

/** A password field with a button that shows what was typed (PasswordInput's look). */
export function PasswordField({
  label,
  error,
  description,
  required,
  toggleLabel,
  ...input
}: Omit<InputProps, 'type'> & { toggleLabel: string }) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame id={id} label={label} required={required} description={description} error={error}>
      <div className="sf-password">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          className="sf-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { description, error })}
        />
        <button
          type="button"
          className="sf-toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true">
            <path
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
              d={
                visible
                  ? 'M13.35 1.65a.5.5 0 0 1 0 .7l-11 11a.5.5 0 0 1-.7-.7l11-11a.5.5 0 0 1 .7 0ZM7.5 3c1.03 0 1.98.29 2.8.74l-.74.74A4.9 4.9 0 0 0 7.5 4C5.27 4 3.4 5.4 2.2 7.5c.44.78.98 1.47 1.62 2.02l-.71.71A8 8 0 0 1 1.17 7.74a.5.5 0 0 1 0-.48C2.47 4.86 4.76 3 7.5 3Zm4.39 1.77a8 8 0 0 1 1.94 2.5.5.5 0 0 1 0 .47C12.53 10.14 10.24 12 7.5 12c-1.03 0-1.98-.29-2.8-.74l.74-.74c.64.31 1.33.48 2.06.48 2.23 0 4.1-1.4 5.3-3.5a7.8 7.8 0 0 0-1.62-2.02l.71-.71Z'
                  : 'M7.5 11c-2.7 0-4.7-1.8-5.8-3.5C2.8 5.8 4.8 4 7.5 4s4.7 1.8 5.8 3.5C12.2 9.2 10.2 11 7.5 11Zm0-8C4.5 3 2 5.1.8 7.3a.5.5 0 0 0 0 .4C2 9.9 4.5 12 7.5 12s5.5-2.1 6.7-4.3a.5.5 0 0 0 0-.4C13 5.1 10.5 3 7.5 3Zm0 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z'
              }
            />
          </svg>
        </button>
      </div>
    </FieldFrame>
  )
}

/** A full-width button (Button's filled or outline look); `loading` keeps its width and blocks clicks. */
export function PlainButton({
  loading = false,
  variant = 'filled',
  children,
  ...button
}: ComponentProps<'button'> & { loading?: boolean; variant?: 'filled' | 'outline' }) {
  return (
    <button
      {...button}
      className={`sf-button sf-button-${variant}`}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={button.disabled || loading}
    >
      <span className="sf-button-label">{children}</span>
      {loading && <span className="sf-spinner" aria-hidden="true" />}
    </button>
  )
}

/** A notice above a form (Alert's light look): `role` says whether it is news or an error. */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: 'info' | 'error'
  role: 'status' | 'alert'
  children: ReactNode
}) {
  return (
    <div className={`sf-notice sf-notice-${tone}`} role={role}>
      {children}
    </div>
  )
}

/** A link within the app (Anchor's look, small). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="sf-link">
      {children}
    </Link>
  )
}

/** A screen's heading and the line under it. */
export function ScreenTitle({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <h1 className="sf-title">{title}</h1>
      {intro && <p className="sf-dimmed">{intro}</p>}
    </div>
  )
}
