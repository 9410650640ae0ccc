import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react'

/**
 * What had happened on a popup's button when the popup's code arrived: clicked (a menu opens at once),
 * the pointer over it (a tooltip shows at once), and the focus on it (the loaded button takes it).
 */
export type PopupStart = { readonly clicked: boolean; readonly hovered: boolean; readonly focused: boolean }

/** What the loaded popup gets: how to start, and the button to wrap in its target. */
export type LoadedPopupProps = { start: PopupStart; trigger: ReactElement<Record<string, unknown>> }

type Handler = (event: SyntheticEvent) => void

/**
 * A button whose popup — a menu or a tooltip (Mantine's Menu or Tooltip with Popover and floating-ui,
 * ~25 kB gzip) — loads when the pointer or the focus first reaches the button, not with the page
 * (issue 18, ADR 58). Until then the button is drawn by itself, the same element (a menu's marked as
 * opening one); a click before the code is there opens the menu once it is. The loaded popup then
 * takes the button's place for good, and its button takes the focus if the placeholder had it
 * (`useStartFocus`), so keyboard users stay where they were. The button's own handlers still run.
 */
export function PopupOnDemand<P extends object>({
  load,
  trigger,
  props,
  menu = false,
}: {
  /** The popup's module: its component takes `LoadedPopupProps` and `props`. */
  load: () => Promise<ComponentType<P & LoadedPopupProps>>
  trigger: ReactElement<Record<string, unknown>>
  props: P
  /** The button opens a menu (`aria-haspopup`). */
  menu?: boolean
}) {
  const [loaded, setLoaded] = useState<{
    Popup: ComponentType<P & LoadedPopupProps>
    start: PopupStart
  } | null>(null)
  const placeholder = useRef<HTMLElement>(null)
  const clicked = useRef(false)
  const hovered = useRef(false)
  const pressed = useRef(false)
  const arrived = useRef<ComponentType<P & LoadedPopupProps> | null>(null)
  // The swap waits while the button is pressed: a new element under the pointer between press and
  // release would lose the click.
  const swap = () => {
    const Popup = arrived.current
    if (!Popup || pressed.current) return
    const start = {
      clicked: clicked.current,
      hovered: hovered.current,
      // Contains: a field's placeholder is focused in its input, inside the element given the ref.
      focused: placeholder.current?.contains(document.activeElement) ?? false,
    }
    // What happened while the swap waited to be drawn (a click between the code's arrival and the
    // loaded popup taking the button's place) still counts: the first start is kept only where it says more.
    setLoaded((current) => {
      if (!current) return { Popup, start }
      const merged = laterStart(current.start, start)
      return merged === current.start ? current : { ...current, start: merged }
    })
  }
  const fetch = () => {
    // Unhandled on failure: the chunk-error reload of build-check.ts takes over.
    void load().then((Popup) => {
      arrived.current = Popup
      swap()
    })
  }
  const release = () => {
    pressed.current = false
    swap()
  }
  // The pointer or the focus may have reached the button before the page was hydrated (no handler was
  // there to see it): once it is, a button already under the pointer or focused loads its popup, as if
  // just reached, instead of waiting for the pointer to move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const button = placeholder.current
    if (!button) return
    const focused = button.contains(document.activeElement)
    if (!button.matches(':hover') && !focused) return
    hovered.current = button.matches(':hover')
    fetch()
  }, [])
  if (loaded) return <loaded.Popup {...props} start={loaded.start} trigger={trigger} />
  const own = (name: string) => trigger.props[name] as Handler | undefined
  const also =
    (name: string, before: () => void): Handler =>
    (event) => {
      before()
      own(name)?.(event)
    }
  return cloneElement(trigger, {
    ref: placeholder,
    ...(menu ? { 'aria-haspopup': 'menu', 'aria-expanded': false } : {}),
    onPointerEnter: also('onPointerEnter', () => {
      hovered.current = true
      fetch()
    }),
    onPointerLeave: also('onPointerLeave', () => {
      hovered.current = false
      release()
    }),
    onPointerDown: also('onPointerDown', () => {
      pressed.current = true
    }),
    onFocus: also('onFocus', fetch),
    onClick: also('onClick', () => {
      clicked.current = true
      fetch()
      release()
    }),
  })
}

/**
 * A popup's start once more happened on its button before the loaded popup was drawn: a click or the
 * focus, once there, stays; the pointer is where it is now. The same object when nothing changed.
 */
export function laterStart(first: PopupStart, then: PopupStart): PopupStart {
  const merged = {
    clicked: first.clicked || then.clicked,
    hovered: then.hovered,
    focused: first.focused || then.focused,
  }
  const same = (Object.keys(merged) as (keyof PopupStart)[]).every((key) => merged[key] === first[key])
  return same ? first : merged
}

/**
 * The ref of a loaded popup's button: focuses it as it is attached when the placeholder had the focus
 * (before Mantine's focus trap or focus return look at what is focused).
 */
export function useStartFocus(start: PopupStart) {
  const done = useRef(false)
  return (node: HTMLElement | null) => {
    if (!node || done.current || !start.focused) return
    done.current = true
    node.focus()
  }
}

/**
 * A loaded menu's `opened` and `onChange`: closed at first, then opened right after it is attached if
 * its button was clicked before the code came. Not `defaultOpened`: Mantine notes the element to give
 * the focus back to only when `opened` changes, so a menu born open gave it to no one on Escape (the
 * focus fell to the page); opened a moment later, it goes back to the button, as for a menu opened by
 * hand.
 */
export function useStartOpened(start: PopupStart) {
  const [opened, setOpened] = useState(false)
  // `start` is fixed when the popup loads, so this runs once: for the click that loaded the menu.
  useEffect(() => {
    if (start.clicked) setOpened(true)
  }, [start.clicked])
  return { opened, onChange: setOpened }
}
