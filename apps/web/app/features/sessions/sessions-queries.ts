import { sessionsApi } from '@portal/contracts/accounts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** One's own sessions, the current one first (few enough for one page). */
export const useOwnSessions = () => useRead(sessionsApi.listSessions, { query: { page_size: 200 } })

// Ending sessions changes only the list above (the write invalidates it); the page stays as it is.

/** Signs out one other session. */
export function useEndSession() {
  const { t } = useTranslation()
  return useWrite(sessionsApi.endSession, {
    success: t('sessions.signed_out'),
    failure: t('sessions.failed'),
    reload: false,
  })
}

/** Signs out every session but this one. */
export function useEndOtherSessions(onDone: () => void) {
  const { t } = useTranslation()
  return useWrite(sessionsApi.endOtherSessions, {
    success: ({ ended }) => t('sessions.signed_out_others', { count: ended }),
    failure: t('sessions.failed'),
    reload: false,
    onSuccess: onDone,
  })
}
