import { useLingui } from '@lingui/react/macro'
import type { Department } from './api/faq'

/** The four help-centre departments of spec §2, named as the help centre's tabs and the console name them. */
export function useDepartmentNames(): Record<Department, string> {
  const { t } = useLingui()
  return {
    1: t`Booking methods`,
    2: t`Payment and cancellation`,
    3: t`Customer service`,
    4: t`Tourist places`,
  }
}
