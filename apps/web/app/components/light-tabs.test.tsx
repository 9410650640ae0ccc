import { MantineProvider, Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { LightTab, LightTabList, LightTabPanel, LightTabs } from './light-tabs.tsx'

/** The markup as the app's theme draws it, with React's ids made alike (they count differently). */
const drawn = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={sfTheme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/mantine-_R_[\w]+_/g, 'ID')

describe('light tabs', () => {
  it.each(['library', 'hubs'])('draw the tabs and panels Mantine draws (%s chosen)', (value) => {
    const light = drawn(
      <LightTabs value={value} onChange={() => {}}>
        <LightTabList>
          <LightTab value="library">Library</LightTab>
          <LightTab value="hubs" onFocus={() => {}}>
            Hubs
          </LightTab>
        </LightTabList>
        <LightTabPanel value="library">The library</LightTabPanel>
        <LightTabPanel value="hubs">The hubs</LightTabPanel>
      </LightTabs>,
    )
    const mantine = drawn(
      <Tabs value={value} onChange={() => {}}>
        <Tabs.List>
          <Tabs.Tab value="library">Library</Tabs.Tab>
          <Tabs.Tab value="hubs" onFocus={() => {}}>
            Hubs
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library" pt="md">
          The library
        </Tabs.Panel>
        <Tabs.Panel value="hubs" pt="md">
          The hubs
        </Tabs.Panel>
      </Tabs>,
    )
    expect(light).toContain('role="tablist"')
    // The chosen panel's content is drawn, the other one's not (hidden, as Mantine's keeps it).
    expect(light).toContain(value === 'library' ? '>The library<' : '>The hubs<')
    expect(light).not.toContain(value === 'library' ? '>The hubs<' : '>The library<')
    // Mantine names a tab's panel (aria-controls) once the panel has mounted in the browser; ours always.
    expect(light.replace(/ aria-controls="ID-panel-\w+"/g, '')).toBe(mantine)
  })
})
