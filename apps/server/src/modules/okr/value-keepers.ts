import type { KeyResultInput } from '@portal/contracts/okr-key-results'
import type { SQL, SQLWrapper } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import type { AppError } from '../../core/errors.ts'
import type { Tenant } from '../../core/tenancy.ts'

/**
 * A module outside OKR that sets some key results' values itself (PPM's measures, ADR 39 and 50). OKR
 * asks it before a check-in by a person or an integration, and before an edit of a key result, so a
 * value it keeps is not overwritten by hand and a key result it keeps is not changed into one it cannot
 * keep.
 */
export interface KeyResultValueKeeper {
  /**
   * Whether it keeps the value of the key result whose id is `keyResultId` (a column of the statement):
   * an SQL condition, which a check-in reads with the key result in one statement (ADR 65).
   */
  keepsValue(tenant: Tenant, keyResultId: SQLWrapper): SQL<boolean>
  /**
   * What a check-in on a key result it keeps is answered: asked only of an integration's push or of
   * someone who may change the key result (OKR answers the others: 404, 403).
   */
  checkInRefusal(): AppError
  /**
   * Throws the refusal of an edit (a problem+json), or returns when the change may go on — including
   * when the key result is unknown or the caller may not change it, which OKR answers itself.
   */
  refuseEdit(db: Database, tenant: Tenant, keyResultId: string, input: KeyResultInput): Promise<void>
}
