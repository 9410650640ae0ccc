import { Container } from '@mantine/core'
import { Outlet } from 'react-router'
import { MantineShell } from '../components/mantine-shell.tsx'

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
