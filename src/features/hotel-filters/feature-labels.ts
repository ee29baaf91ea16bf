import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HotelFlag } from '../../../contract/hotel'

/** Names of the §3 feature flags, shown as filter checkboxes. */
export const FEATURE_LABELS: Record<HotelFlag, MessageDescriptor> = {
  has_pool: msg`Swimming pool`,
  has_gym: msg`Gym`,
  has_restaurant: msg`Restaurant`,
  has_bar: msg`Bar`,
  has_brakfast: msg`Breakfast`,
  has_sauna: msg`Sauna`,
  has_room_service: msg`Room service`,
  has_sweet_rooms: msg`Suites`,
  has_free_parking: msg`Free parking`,
}
