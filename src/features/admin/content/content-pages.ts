import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { ContentKind } from './content-kinds'
import type { ContentSearch } from './content-search'
import { currencies } from './currencies'
import { discountCodes } from './discount-codes'
import { faqs } from './faqs'
import { messages } from './messages'
import { offers } from './offers'
import { sliders } from './sliders'

/**
 * One kind of site content's two screens: its list (`/admin/content/KIND`) and one thing of it
 * (`/admin/content/KIND/$id`), each with what its route loads before drawing. The two routes
 * are parameterised by the kind (decision 38): their definitions, which the guest pages' entry
 * carries, are two instead of twelve; this map is in the console's lazy chunk.
 */
export interface ContentPages {
  loadList: (queryClient: QueryClient, search: ContentSearch) => Promise<unknown>
  List: ComponentType
  /** `id` as the URL has it: a number, or `new` for the kinds created here. */
  loadItem: (queryClient: QueryClient, id: string) => Promise<unknown>
  Item: ComponentType<{ id: string }>
}

const PAGES: Record<ContentKind, ContentPages> = {
  offers,
  'discount-codes': discountCodes,
  sliders,
  faqs,
  currencies,
  messages,
}

/** The screens of the URL's `$kind`, which the routes' `checkKind` has let through. */
export const contentPages = (kind: string): ContentPages => PAGES[kind as ContentKind]
