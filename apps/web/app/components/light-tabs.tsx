import '@mantine/core/styles/Tabs.css'
import {
  Activity,
  type ComponentProps,
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
} from 'react'

/*
 * Mantine's Tabs (default variant, horizontal, a controlled value) as they draw and behave, in plain
 * elements: the same markup, classes and variables, the same keyboard (arrows move and choose, looping;
 * Home and End move), and panels kept mounted but hidden (`Activity`, Mantine's default), without its
 * Tabs code and keyboard helper (~2.6 kB gzip, ADR 80). `light-tabs.test.tsx` renders them beside
 * Mantine's own and requires the same markup, so a Mantine update that changes its tabs fails there.
 */

interface TabsState {
  id: string
  value: string
  onChange: (value: string) => void
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs() {
  const tabs = use(TabsContext)
  if (!tabs) throw new Error('A light tab is drawn outside LightTabs')
  return tabs
}

const ROOT_STYLE = {
  '--tabs-radius': 'var(--mantine-radius-default)',
  '--tabs-color': 'var(--mantine-color-primary-filled)',
  '--tabs-text-color': 'var(--mantine-color-white)',
} as CSSProperties
const SPACING_TOP = { paddingTop: 'var(--mantine-spacing-md)' }
const HIDDEN_SPACING_TOP = { display: 'none', ...SPACING_TOP }

/** Tabs with a value the caller holds (an address parameter, state). */
export function LightTabs({
  value,
  onChange,
  children,
}: {
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = `mantine-${useId().replace(/:/g, '')}`
  return (
    <TabsContext value={{ id, value, onChange }}>
      <div
        style={ROOT_STYLE}
        className="m_89d60db1 mantine-Tabs-root"
        data-variant="default"
        data-orientation="horizontal"
        id={id}
      >
        {children}
      </div>
    </TabsContext>
  )
}

/** The row of tabs. */
export function LightTabList({ children }: { children: ReactNode }) {
  return (
    <div
      className="m_576c9d4 m_89d33d6d mantine-Tabs-list"
      data-variant="default"
      data-orientation="horizontal"
      role="tablist"
      aria-orientation="horizontal"
    >
      {children}
    </div>
  )
}

/** Arrows choose the next or previous tab (looping), Home and End only move the focus: as Mantine's. */
function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
  const tabs = Array.from(
    event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ??
      [],
  ).filter((tab) => !tab.disabled)
  const at = tabs.indexOf(event.currentTarget)
  const choose = (tab: HTMLButtonElement | undefined, click: boolean) => {
    event.stopPropagation()
    event.preventDefault()
    tab?.focus()
    if (click) tab?.click()
  }
  if (event.key === 'ArrowRight') choose(tabs[(at + 1) % tabs.length], true)
  else if (event.key === 'ArrowLeft') choose(tabs[(at - 1 + tabs.length) % tabs.length], true)
  else if (event.key === 'Home') choose(tabs[0], false)
  else if (event.key === 'End') choose(tabs.at(-1), false)
}

/** A tab; other button props (`onFocus`, `onPointerEnter`) go to its button. */
export function LightTab({
  value,
  children,
  onClick,
  onKeyDown,
  ...button
}: { value: string; children: ReactNode } & Omit<ComponentProps<'button'>, 'value' | 'children'>) {
  const tabs = useTabs()
  const active = value === tabs.value
  return (
    <button
      className="mantine-focus-auto m_539e827b m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
      data-variant="default"
      data-active={active || undefined}
      data-orientation="horizontal"
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${value}`}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      // Mantine names the panel once it has mounted; ours is always drawn.
      aria-controls={`${tabs.id}-panel-${value}`}
      onClick={(event) => {
        tabs.onChange(value)
        onClick?.(event)
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        onTabKey(event)
      }}
      {...button}
    >
      <span className="m_42bbd1ae mantine-Tabs-tabLabel">{children}</span>
    </button>
  )
}

/** A tab's panel, with Mantine's `pt="md"`: hidden while another tab is chosen, its state kept. */
export function LightTabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs()
  const active = value === tabs.value
  return (
    <div
      style={active ? SPACING_TOP : HIDDEN_SPACING_TOP}
      className="m_b0c91715 mantine-Tabs-panel"
      data-orientation="horizontal"
      role="tabpanel"
      id={`${tabs.id}-panel-${value}`}
      aria-labelledby={`${tabs.id}-tab-${value}`}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    </div>
  )
}
