import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '../../../components/form/form-hook'

/** The texts the site keeps in its three languages (`ar_title`, `en_title`, `kr_title`…). */
export type TrilingualText = 'title' | 'name' | 'description' | 'question' | 'answer'

/** The form's names of one text's three fields, for `<TrilingualFields fields={…}>`. */
export const inThreeLanguages = <K extends TrilingualText>(text: K) =>
  ({ ar: `ar_${text}`, en: `en_${text}`, kr: `kr_${text}` }) as const

const LANGUAGES = [
  { key: 'ar', dir: 'rtl', lang: 'ar' },
  { key: 'en', dir: 'ltr', lang: 'en' },
  { key: 'kr', dir: 'rtl', lang: 'ckb' },
] as const

/**
 * One text in Arabic, English and Kurdish Sorani: three fields, each written in its own direction
 * and language (so spell-checkers and screen readers take the right one). Several lines when
 * `rows` is given. The labels are whole sentences per text and language, not pieces put together,
 * so each language's catalog words them as it needs.
 */
export const TrilingualFields = withFieldGroup({
  defaultValues: { ar: '', en: '', kr: '' },
  props: {} as { text: TrilingualText; required?: boolean; rows?: number },
  render: function Render({ group, text, required, rows }) {
    const { t } = useLingui()
    const labels: Record<TrilingualText, Record<'ar' | 'en' | 'kr', string>> = {
      title: { ar: t`Title in Arabic`, en: t`Title in English`, kr: t`Title in Kurdish` },
      name: { ar: t`Name in Arabic`, en: t`Name in English`, kr: t`Name in Kurdish` },
      description: {
        ar: t`Description in Arabic`,
        en: t`Description in English`,
        kr: t`Description in Kurdish`,
      },
      question: { ar: t`Question in Arabic`, en: t`Question in English`, kr: t`Question in Kurdish` },
      answer: { ar: t`Answer in Arabic`, en: t`Answer in English`, kr: t`Answer in Kurdish` },
    }
    return (
      <>
        {LANGUAGES.map(({ key, dir, lang }) => (
          <group.AppField key={key} name={key}>
            {(f) => {
              const common = { label: labels[text][key], dir, lang, required }
              return rows ? <f.TextAreaField {...common} rows={rows} /> : <f.TextField {...common} />
            }}
          </group.AppField>
        ))}
      </>
    )
  },
})
