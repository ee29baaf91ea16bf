import { useLingui } from '@lingui/react/macro'
import { StarIcon } from '../../../components/ui/icons'

export function Stars({ value }: { value: number }) {
  const { t } = useLingui()
  return (
    <span className="stars" role="img" aria-label={t`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={16} filled={n <= value} />
      ))}
    </span>
  )
}
