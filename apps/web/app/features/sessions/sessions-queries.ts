import { sessionsApi } from '@portal/contracts/accounts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { browserApi } from '../../lib/browser-api.ts'

const KEY = ['account-sessions']

/** One's own sessions, the current one first (few enough for one page). */
export function useOwnSessions() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => browserApi.call(sessionsApi.listSessions, { query: { page_size: 200 } }),
  })
}

/** Signs out one other session. */
export function useEndSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => browserApi.call(sessionsApi.endSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => browserApi.call(sessionsApi.endOtherSessions, { body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
