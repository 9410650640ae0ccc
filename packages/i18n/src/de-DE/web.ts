import type { web as en } from '../en-US/web.ts'
import type { Messages } from '../messages.ts'

export const web: Messages<typeof en> = {
  common: {},
}
