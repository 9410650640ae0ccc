import { accountsApi } from '@portal/contracts/accounts'
import { impersonationApi } from '@portal/contracts/impersonation'
import type { ApiClient } from './api-client.ts'

export type ImpersonationNotice =
  | 'impersonation.processed'
  | 'impersonation.call_failed'
  | 'impersonation.started'
  | 'impersonation.start_failed'
  | 'impersonation.ended'
  | 'impersonation.end_failed'

/**
 * SPEC §4: call start (or stop), refetch the user, and judge by `is_impersonate` what happened — the
 * call's own answer is not trusted, the session is. Returns the notices to show, in order, and whether
 * it worked; the caller navigates (/client after a start, /client/users after an end).
 */
export async function changeImpersonation(api: ApiClient, change: { start: string } | { stop: true }) {
  const notices: ImpersonationNotice[] = []
  try {
    if ('start' in change) await api.call(impersonationApi.impersonate, { params: { id: change.start } })
    else await api.call(impersonationApi.stopImpersonating)
    notices.push('impersonation.processed')
  } catch {
    notices.push('impersonation.call_failed')
  }
  const me = await api.call(accountsApi.me)
  const wanted = 'start' in change
  const ok = me.is_impersonate === wanted
  if (wanted) notices.push(ok ? 'impersonation.started' : 'impersonation.start_failed')
  else notices.push(ok ? 'impersonation.ended' : 'impersonation.end_failed')
  return { ok, notices }
}
