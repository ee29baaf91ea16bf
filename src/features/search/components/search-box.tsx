import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { addDays, todayInIraq } from '../../../../contract/dates'
import type { Suggestion } from '../../../../contract/search'
import type { StaySearch } from '../search-params'
import { DateRangeField } from './date-range-field'
import { DestinationField } from './destination-field'
import { agesChosen, NO_AGE, type Occupancy, OccupancyField } from './occupancy-field'
import './search-box.css'

interface Props {
  /** Current search (from the URL on /hotels; defaults on home). */
  initial?: Partial<StaySearch>
  /** Name of the destination already chosen, shown in the field. */
  destinationLabel?: string
}

/** The search box of home, results and hotel page: destination, dates, rooms and guests. */
export function SearchBox({ initial = {}, destinationLabel = '' }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const today = todayInIraq()
  const [place, setPlace] = useState<Pick<StaySearch, 'governorate' | 'city'>>({
    governorate: initial.governorate,
    city: initial.city,
  })
  const [checkin, setCheckin] = useState(
    initial.checkin && initial.checkin >= today ? initial.checkin : today,
  )
  const [checkout, setCheckout] = useState(
    initial.checkout && initial.checkout > checkin ? initial.checkout : addDays(checkin, 1),
  )
  const [occupancy, setOccupancy] = useState<Occupancy>({
    rooms: initial.room_no ?? 1,
    adults: initial.adult_no ?? 1,
    // Ages from the URL; a child without one gets none assumed (decision 33).
    ages: initial.ages ?? Array.from({ length: initial.children_no ?? 0 }, () => NO_AGE),
  })
  const [agesMissing, setAgesMissing] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  /** The search waits for every child's age: says so, and moves focus to the first one missing. */
  const ready = () => {
    if (agesChosen(occupancy)) return true
    setAgesMissing(true)
    const first = [
      ...(formRef.current?.querySelectorAll<HTMLSelectElement>('[data-testid="child-age"]') ?? []),
    ].find((s) => Number(s.value) === NO_AGE)
    first?.focus()
    return false
  }

  const stay = () => ({
    checkin,
    checkout,
    // Spec §5: zero rooms or adults are searched as one.
    room_no: Math.max(1, occupancy.rooms),
    adult_no: Math.max(1, occupancy.adults),
    children_no: occupancy.ages.length,
    ages: occupancy.ages.length ? occupancy.ages : undefined,
  })

  const onPick = (s: Suggestion) => {
    if (s.type === 'hotel') {
      if (!ready()) return
      void navigate({ to: '/hotel', search: { id: s.id, ...stay() } })
      return
    }
    setPlace(
      s.place_kind === 'city'
        ? { governorate: s.governorate_id ?? undefined, city: s.id }
        : { governorate: s.id },
    )
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!ready()) return
    void navigate({
      to: '/hotels',
      search: { ...place, ...stay(), page: 1 },
    })
  }

  return (
    <form
      className="search-box"
      role="search"
      aria-label={t`Search hotels`}
      onSubmit={submit}
      noValidate
      ref={formRef}
    >
      <DestinationField initialText={destinationLabel} onPick={onPick} />
      <DateRangeField
        checkin={checkin}
        checkout={checkout}
        onChange={(inDate, outDate) => {
          setCheckin(inDate)
          setCheckout(outDate)
        }}
      />
      <OccupancyField
        value={occupancy}
        missing={agesMissing}
        onChange={(o) => {
          setOccupancy(o)
          if (agesChosen(o)) setAgesMissing(false)
        }}
      />
      <button type="submit" className="btn btn-primary search-submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
