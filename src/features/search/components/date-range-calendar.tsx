import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type DateRange, DayPicker } from 'react-day-picker'
import { ar, enUS } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import type { Language } from '../../../../contract/common'
import { formatDate, formatNumber } from '../../../lib/format'
import { isRtl } from '../../../lib/i18n'
import { isoDay } from '../dates'
import './date-range-calendar.css'

interface Props {
  lang: Language
  /** First day that can be chosen (today), a local midnight. */
  minDate: Date
  range: DateRange
  onDay: (day: Date) => void
}

/** The calendar of the search box's date field; lazy-loaded so react-day-picker stays out of the entry chunk. */
export default function DateRangeCalendar({ lang, minDate, range, onDay }: Props) {
  const { t } = useLingui()
  const [months] = useState(() => (window.matchMedia('(min-width: 720px)').matches ? 2 : 1))
  const weekday = lang === 'en' ? 'short' : 'narrow'
  const rtl = isRtl(lang)

  return (
    <DayPicker
      mode="range"
      required={false}
      selected={range}
      onSelect={(_range, day) => onDay(day)}
      disabled={{ before: minDate }}
      startMonth={minDate}
      defaultMonth={range.from ?? minDate}
      numberOfMonths={months}
      // Sorani has no date-fns locale: Arabic layout, with formatDate's Sorani month and weekday names.
      locale={lang === 'en' ? enUS : ar}
      dir={rtl ? 'rtl' : 'ltr'}
      // Iraq's week starts on Saturday.
      weekStartsOn={rtl ? 6 : 0}
      formatters={{
        formatCaption: (month) => formatDate(isoDay(month), lang, { month: 'long', year: 'numeric' }),
        formatWeekdayName: (date) => formatDate(isoDay(date), lang, { weekday }),
        formatDay: (date) => formatNumber(date.getDate(), lang),
      }}
      labels={{
        labelNext: () => t`Next month`,
        labelPrevious: () => t`Previous month`,
      }}
      autoFocus
    />
  )
}
