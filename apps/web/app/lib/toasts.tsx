import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import '../components/notifications.css'
import { Notifications } from '@mantine/notifications'

/** The signed-in pages' toasts (Mantine's container with its transitions), loaded by `ToastHost`. */
export default function Toasts() {
  // Bottom right: toasts never cover the header (avatar, "Stop impersonation") or a drawer's close button.
  return <Notifications position="bottom-right" autoClose={3000} limit={3} />
}
