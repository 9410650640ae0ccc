import { Container } from '@mantine/core'
import { Outlet } from 'react-router'

/** Pages that stand alone, without the portal's navigation (SPEC §2 standalone layout). */
export default function StandaloneLayout() {
  return (
    <Container size="sm" py="xl" component="main">
      <Outlet />
    </Container>
  )
}
