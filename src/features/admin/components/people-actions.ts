import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** How the history names the changes of reviews and accounts (server/services/admin/{reviews,users}.ts). */
export const PEOPLE_ACTIONS: Record<string, MessageDescriptor> = {
  reply: msg`Replied`,
  reply_edit: msg`Reply changed`,
  reply_remove: msg`Reply removed`,
  hide: msg`Hidden as abusive`,
  unhide: msg`Shown again`,
  role: msg`Role changed`,
  hotels: msg`Hotels changed`,
  disable: msg`Disabled`,
  enable: msg`Enabled`,
}
