import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { DEPARTMENT_TYPES } from '../../../../contract/faq'
import { formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import type { Department } from '../../faq/api/faq'
import { useDepartmentNames } from '../../faq/department-names'
import { faqsApi } from '../api/content'
import { ContentList } from '../components/content-list'
import { FaqForm } from '../components/faq-form'
import type { ContentPages } from './content-pages'
import { EditablePage, loadEditable } from './editable-page'

const list = getRouteApi('/admin/content/$kind/')

const queryOf = (department: number | undefined): Record<string, number> => (department ? { department } : {})

/** The help centre's questions by department, in the order the help centre shows them. */
function FaqsList() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const { page, department } = list.useSearch()
  const navigate = list.useNavigate()
  const departments = useDepartmentNames()
  const { data } = useSuspenseQuery(faqsApi.list(page, queryOf(department)))
  return (
    <ContentList
      title={<Trans>Help centre</Trans>}
      kind="faqs"
      add={<Trans>Add a question</Trans>}
      filter={{
        id: 'faq-department',
        label: <Trans>Department</Trans>,
        value: String(department ?? ''),
        options: [
          ['', t`All departments`],
          ...DEPARTMENT_TYPES.map((d) => [String(d), departments[d]] as const),
        ],
        onChange: (d) => void navigate({ search: { page: 1, department: d ? (Number(d) as 1) : undefined } }),
      }}
      rows={data.data}
      empty={<Trans>No questions here yet.</Trans>}
      testId="admin-faqs"
      pager={{ page, lastPage: data.last_page }}
      columns={[
        {
          head: <Trans>Question</Trans>,
          link: true,
          clip: true,
          cell: (f) => localized(f, 'question', language),
        },
        { head: <Trans>Department</Trans>, cell: (f) => departments[f.department_type as Department] },
        { head: <Trans>Order</Trans>, cell: (f) => formatNumber(f.sort_order, language) },
      ]}
    />
  )
}

/** One help-centre question (or a new one at `new`), deleting it, and its record. */
function FaqPage({ id }: { id: string }) {
  const { language } = usePreferences()
  return (
    <EditablePage
      kind="faqs"
      api={faqsApi}
      id={id}
      adding={<Trans>Add a question</Trans>}
      heading={(f) => localized(f, 'question', language)}
      form={(f, onSaved) => (f ? <FaqForm key={f.id} faq={f} /> : <FaqForm faq={null} onSaved={onSaved} />)}
      entity="faq"
      deleteTestId="faq-delete"
    />
  )
}

export const faqs: ContentPages = {
  loadList: (queryClient, search) =>
    queryClient.ensureQueryData(faqsApi.list(search.page, queryOf(search.department))),
  List: FaqsList,
  loadItem: loadEditable(faqsApi),
  Item: FaqPage,
}
