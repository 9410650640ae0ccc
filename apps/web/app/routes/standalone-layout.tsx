import { MantineShell } from '../components/mantine-shell.tsx'
import { Container } from '@mantine/core'
import { Outlet } from 'react-router'

/** Pages that stand alone, without the portal's navigation (SPEC §2 standalone layout). */
export default function StandaloneLayout() {
  return (
    <MantineShell>
      <Container size="sm" py="xl" component="main">
        <Outlet />
      </Container>
    </MantineShell>
  )
}
