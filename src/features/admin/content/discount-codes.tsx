import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { todayInIraq } from '../../../../contract/dates'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { codesApi } from '../api/content'
import { CodeForm } from '../components/code-form'
import { ContentList, EndedAfter } from '../components/content-list'
import type { ContentPages } from './content-pages'
import { EditablePage, loadEditable } from './editable-page'

const list = getRouteApi('/admin/content/$kind/')

/** Discount codes typed on the booking summary. */
function CodesList() {
  const { language } = usePreferences()
  const { page } = list.useSearch()
  const { data } = useSuspenseQuery(codesApi.list(page))
  const today = todayInIraq()
  const day = (iso: string) => formatDate(iso, language, { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <ContentList
      title={<Trans>Discount codes</Trans>}
      kind="discount-codes"
      add={<Trans>Add a code</Trans>}
      rows={data.data}
      empty={<Trans>No discount codes yet.</Trans>}
      testId="admin-codes"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        { head: <Trans>Code</Trans>, link: true, dir: 'ltr', cell: (c) => c.code },
        {
          head: <Trans>Value</Trans>,
          cell: (c) =>
            c.kind === 'percent'
              ? formatNumber(c.value / 100, language, { style: 'percent' })
              : formatMoney(c.value, 'USD', language),
        },
        {
          head: <Trans>Valid</Trans>,
          cell: (c) => (
            <>
              {day(c.valid_from)} – {day(c.valid_until)}
              <EndedAfter day={c.valid_until} today={today} />
            </>
          ),
        },
        {
          head: <Trans>Used</Trans>,
          cell: (c) =>
            c.max_uses === null ? (
              formatNumber(c.used_count, language)
            ) : (
              <Trans>
                {formatNumber(c.used_count, language)} of {formatNumber(c.max_uses, language)}
              </Trans>
            ),
        },
      ]}
    />
  )
}

/** One discount code (or a new one at `new`), its deletion while unused, and its record. */
function CodePage({ id }: { id: string }) {
  return (
    <EditablePage
      kind="discount-codes"
      api={codesApi}
      id={id}
      adding={<Trans>Add a discount code</Trans>}
      heading={(c) => c.code}
      headingDir="ltr"
      form={(c, onSaved) =>
        c ? <CodeForm key={c.id} code={c} /> : <CodeForm code={null} onSaved={onSaved} />
      }
      entity="discount_code"
      deleteTestId="code-delete"
    />
  )
}

export const discountCodes: ContentPages = {
  loadList: (queryClient, search) => queryClient.ensureQueryData(codesApi.list(search.page)),
  List: CodesList,
  loadItem: loadEditable(codesApi),
  Item: CodePage,
}
