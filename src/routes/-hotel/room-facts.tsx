import { Plural } from '@lingui/react/macro'
import type { Room } from '../../../contract/hotel'
import { UserIcon } from '../../components/ui/icons'
import { AmenityIcon } from './amenity-icon'

/** Bedrooms (the API's `bathroom_number`, as the spec reads it) and how many guests fit. */
export function RoomFacts({ room }: { room: Room }) {
  return (
    <ul className="room-facts">
      <li>
        <AmenityIcon name="bed" size={18} />
        <Plural value={room.bathroom_number} one="# bedroom" other="# bedrooms" />
      </li>
      <li>
        <UserIcon size={18} />
        <Plural value={room.adult_number} one="Sleeps # adult" other="Sleeps # adults" />
      </li>
      {room.children_number > 0 && (
        <li>
          <AmenityIcon name="child" size={18} />
          <Plural value={room.children_number} one="and # child" other="and # children" />
        </li>
      )}
    </ul>
  )
}
