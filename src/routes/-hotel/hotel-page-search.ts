import * as v from 'valibot'
import { HotelSearch } from '../../features/search/search-params'
import { SelectedRooms } from './selected-rooms'

/** Spec §2: `/hotel?id&governorate&checkin&checkout&room_no&adult_no&children_no&selectedRooms`. */
export const HotelPageSearch = v.object({ ...HotelSearch.entries, selectedRooms: SelectedRooms })
export type HotelPageSearch = v.InferOutput<typeof HotelPageSearch>
