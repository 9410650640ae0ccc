/**
 * The demo trend library (library/): ten megatrends with about forty macrotrends, industries,
 * innovations and about three hundred microtrends in English and German, one file of microtrends per
 * megatrend (by a trend's first macrotrend). Keys link them; the seed gives them ids.
 */
import { CLIMATE_TRENDS } from './library/climate.ts'
import { DEMOGRAPHY_TRENDS } from './library/demography.ts'
import { DIGITAL_TRENDS } from './library/digital.ts'
import { FOOD_TRENDS } from './library/food.ts'
import { GLOBALISATION_TRENDS } from './library/globalisation.ts'
import { HEALTH_TRENDS } from './library/health.ts'
import { INDIVIDUALISATION_TRENDS } from './library/individualisation.ts'
import { KNOWLEDGE_TRENDS } from './library/knowledge.ts'
import { SAFETY_TRENDS } from './library/safety.ts'
import type { DemoMicrotrend } from './library/taxonomy.ts'
import { URBAN_TRENDS } from './library/urban.ts'

export type { DemoMicrotrend, Text } from './library/taxonomy.ts'
export { INDUSTRIES, INNOVATIONS, MACROTRENDS, MEGATRENDS } from './library/taxonomy.ts'

/** Every demo microtrend, by id (the order of their feed ids `demo-001`, `demo-002`, …). */
export const MICROTRENDS: readonly DemoMicrotrend[] = [
  ...CLIMATE_TRENDS,
  ...DIGITAL_TRENDS,
  ...DEMOGRAPHY_TRENDS,
  ...URBAN_TRENDS,
  ...HEALTH_TRENDS,
  ...GLOBALISATION_TRENDS,
  ...INDIVIDUALISATION_TRENDS,
  ...KNOWLEDGE_TRENDS,
  ...SAFETY_TRENDS,
  ...FOOD_TRENDS,
].sort((a, b) => a.id - b.id)

/** A demo microtrend's feed id. */
export const demoExternalId = (trend: DemoMicrotrend) => `demo-${String(trend.id).padStart(3, '0')}`
