import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Role } from '../../../../contract/auth'

/** What each role is called in the console. */
export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  user: msg`Traveller`,
  agent: msg`Agent`,
  hotel_manager: msg`Hotel manager`,
  admin: msg`Administrator`,
}
