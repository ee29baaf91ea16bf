import * as v from 'valibot'
import { messages as m } from './messages'

export const SearchQuery = v.object({
  /** The spec's default query is Baghdad. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.tooLong.id)), 'Baghdad'),
})
export type SearchQuery = v.InferOutput<typeof SearchQuery>

export const SuggestionType = v.picklist(['hotel', 'place'])

export const Suggestion = v.object({
  id: v.number(),
  en_name: v.string(),
  ar_name: v.string(),
  kr_name: v.string(),
  type: SuggestionType,
  /** For a place: whether it is a governorate or a city; a city carries its governorate. */
  place_kind: v.optional(v.picklist(['governorate', 'city'])),
  governorate_id: v.nullable(v.number()),
})
export type Suggestion = v.InferOutput<typeof Suggestion>
