import { useEffect, useRef } from 'react'

/**
 * What was typed (or filled in by a password manager) into a server-rendered form before its scripts
 * ran. The page is usable before hydration: such a form is a plain `method="post"` form whose fields
 * have names, and its route's action signs in without JavaScript. When the scripts do arrive first,
 * the values already in the fields must not be lost to the form's empty state: `entry.client` keeps
 * them before hydrating, and the form takes them over once mounted.
 */
const typedBeforeHydration = new Map<string, Record<string, string>>()

const ATTRIBUTE = 'data-early-input'

/** The values of a form's named text fields (never hidden fields, never files). */
function fieldValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name || element.value === '') continue
    if (element.type === 'hidden' || element.type === 'file' || element.type === 'submit') continue
    values[element.name] = element.value
  }
  return values
}

/** Called by entry.client before hydrating: React may reset what was typed into controlled fields. */
export function keepEarlyInput(root: ParentNode) {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(`form[${ATTRIBUTE}]`))) {
    const values = fieldValues(form)
    if (Object.keys(values).length > 0) typedBeforeHydration.set(form.getAttribute(ATTRIBUTE) ?? '', values)
  }
}

/**
 * The attributes of a form that takes over early input, and the takeover: on mount, the values kept
 * before hydration and those in the fields now (typed while hydrating) go into the form's state.
 */
export function useEarlyInput<V extends Record<string, unknown>>(
  name: string,
  form: { setFieldValue: (path: never, value: never) => void; getValues: () => V },
) {
  const current = useRef(form)
  current.current = form
  useEffect(() => {
    const form = current.current
    const element = document.querySelector<HTMLFormElement>(`form[${ATTRIBUTE}="${name}"]`)
    const values = { ...typedBeforeHydration.get(name), ...(element && fieldValues(element)) }
    typedBeforeHydration.delete(name)
    const known = form.getValues()
    for (const [field, value] of Object.entries(values)) {
      if (Object.hasOwn(known, field) && known[field] !== value) {
        ;(form.setFieldValue as (path: string, value: string) => void)(field, value)
      }
    }
    // Once, on mount: later typing reaches the form through its own change handlers.
  }, [name])
  return { [ATTRIBUTE]: name, method: 'post' } as const
}
