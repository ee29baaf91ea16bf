import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Room } from '../../../contract/hotel'
import { formatNumber, localized } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { CheckIcon } from './amenity-icon'
import { isBookable } from './selected-rooms'

interface Props {
  room: Room
  /** Rooms of this type in the selection, or undefined when it is not selected. */
  selected: number | undefined
  onToggle(count: number): void
  onCount(count: number): void
}

/** Room count (1 … available) and the select/deselect toggle, on the card and in the dialog. */
export function RoomBuyControls({ room, selected, onToggle, onCount }: Props) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const id = useId()
  const bookable = isBookable(room)
  const name = localized(room, 'name', language)
  const available = Math.max(0, room.available_room_number)
  const value = Math.min(selected ?? 1, Math.max(available, 1))
  return (
    <div className="room-buy-controls">
      <div className="room-count">
        <label htmlFor={id}>
          <Trans>Rooms</Trans>
          <span className="visually-hidden">{` ${name}`}</span>
        </label>
        <select
          id={id}
          value={bookable ? value : 0}
          disabled={!bookable}
          onChange={(e) => onCount(Number(e.target.value))}
          data-testid="room-count"
        >
          {bookable ? (
            Array.from({ length: available }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {formatNumber(n, language)}
              </option>
            ))
          ) : (
            <option value={0}>{formatNumber(0, language)}</option>
          )}
        </select>
      </div>
      <button
        type="button"
        className={`btn room-toggle ${selected ? 'is-selected' : 'btn-outline'}`}
        aria-pressed={selected !== undefined}
        disabled={!bookable}
        onClick={() => onToggle(value)}
        data-testid="room-toggle"
      >
        {selected !== undefined && <CheckIcon size={18} />}
        <Trans>Select</Trans>
        <span className="visually-hidden">{` ${name}`}</span>
      </button>
      {selected !== undefined && (
        <span className="visually-hidden" aria-live="polite">
          {t`${name} selected`}
        </span>
      )}
    </div>
  )
}
