import type { AccountSession, RevokedSessions } from '@portal/contracts/accounts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { browserApi } from '../../lib/browser-api.ts'

const SESSIONS = '/v1/accounts/sessions/'
const KEY = ['account-sessions']

/** One's own sessions, the current one first (few enough for one page). */
export function useOwnSessions() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => browserApi.get<{ results: AccountSession[] }>(`${SESSIONS}?page_size=200`),
  })
}

/** Signs out one other session. */
export function useEndSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => browserApi.delete<null>(`${SESSIONS}${id}/`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => browserApi.post<RevokedSessions>(`${SESSIONS}revoke-others/`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
