import type { KeyResultInput } from '@portal/contracts/okr-key-results'
import type { Database } from '../../core/db.ts'
import type { Tenant } from '../../core/tenancy.ts'

/**
 * A module outside OKR that sets some key results' values itself (PPM's measures, ADR 39 and 50). OKR
 * asks it before a check-in by a person or an integration, and before an edit of a key result, so a
 * value it keeps is not overwritten by hand and a key result it keeps is not changed into one it cannot
 * keep. Each answers by throwing the refusal (a problem+json), or returns when the change may go on —
 * including when the key result is unknown or the caller may not change it, which OKR answers itself.
 */
export interface KeyResultValueKeeper {
  refuseCheckIn(
    db: Database,
    tenant: Tenant,
    keyResultId: string,
    via: 'person' | 'integration',
  ): Promise<void>
  refuseEdit(db: Database, tenant: Tenant, keyResultId: string, input: KeyResultInput): Promise<void>
}
