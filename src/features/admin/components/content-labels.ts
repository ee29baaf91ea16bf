import { useLingui } from '@lingui/react/macro'

/** The home page's sections by type, and what their items link to. */
export function useSliderTypeNames(): Record<number, string> {
  const { t } = useLingui()
  return {
    0: t`Offers (links to offers)`,
    1: t`Explore by city (links to governorates)`,
    2: t`Discounts (links to hotel discounts)`,
    3: t`Recommended hotels (links to hotels)`,
    4: t`Places near you (links to governorates)`,
    5: t`Perfect stay (links to hotels)`,
  }
}
