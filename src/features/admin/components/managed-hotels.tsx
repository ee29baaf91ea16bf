import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { formatNumber, localized } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import { useDebounced } from '../../../lib/use-debounced'
import { adminHotelsQueryOptions } from '../api/hotels'
import { type AdminUser, useSetHotels } from '../api/users'

/** The hotels a manager runs: take one away, or find one by name or number and add it. */
export function ManagedHotels({ user }: { user: AdminUser }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const setHotels = useSetHotels(user.id)
  const [text, setText] = useState('')
  const q = useDebounced(text.trim(), 300)
  const found = useQuery({ ...adminHotelsQueryOptions(q, 1), enabled: q.length > 0 })
  const current = user.hotels.map((h) => h.id)
  const save = (ids: number[], done: string) =>
    setHotels.mutate(ids, {
      onSuccess: () => toast.show(done, 'success'),
      onError: (err) => toast.show(errorText(err), 'error'),
    })
  return (
    <section className="console-card" aria-labelledby="hotels-heading">
      <h2 id="hotels-heading" style={{ marginBlockStart: 0 }}>
        <Trans>Hotels this manager runs</Trans>
      </h2>
      {user.hotels.length === 0 ? (
        <p data-testid="managed-none">
          <Trans>None yet: the manager sees no hotel until one is added.</Trans>
        </p>
      ) : (
        <ul className="console-chips" data-testid="managed-hotels">
          {user.hotels.map((h) => {
            const name = localized(h, 'title', language)
            return (
              <li key={h.id}>
                <span>{name}</span>
                <button
                  type="button"
                  className="btn btn-ghost console-chip-remove"
                  aria-label={t`Take ${name} away`}
                  disabled={setHotels.isPending}
                  onClick={() =>
                    save(
                      current.filter((id) => id !== h.id),
                      t`${name} was taken away`,
                    )
                  }
                >
                  ×
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <label htmlFor="managed-add">
        <Trans>Add a hotel</Trans>
      </label>
      <input
        id="managed-add"
        className="input"
        type="search"
        value={text}
        placeholder={t`Hotel name or number`}
        onChange={(e) => setText(e.target.value)}
      />
      {q.length > 0 && (
        <ul className="console-chips" style={{ marginBlockStart: 'var(--space-2)' }} aria-live="polite">
          {found.isPending ? (
            <li>
              <Trans>Loading…</Trans>
            </li>
          ) : found.isError ? (
            <li role="alert">{errorText(found.error)}</li>
          ) : found.data.data.length === 0 ? (
            <li>
              <Trans>No hotel matches.</Trans>
            </li>
          ) : (
            found.data.data
              .filter((h) => !current.includes(h.id))
              .slice(0, 10)
              .map((h) => {
                const name = localized(h, 'title', language)
                return (
                  <li key={h.id}>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      data-testid="managed-add-hotel"
                      disabled={setHotels.isPending}
                      onClick={() => {
                        setText('')
                        save([...current, h.id], t`${name} was added`)
                      }}
                    >
                      + {name} ({formatNumber(h.id, language, { useGrouping: false })})
                    </button>
                  </li>
                )
              })
          )}
        </ul>
      )}
    </section>
  )
}
