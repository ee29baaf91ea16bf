import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { type AdminUser, useSetDisabled } from '../api/users'

/** Disabling ends every session of the account at once; two steps, so a stray click does not. */
export function DisableAccount({ user }: { user: AdminUser }) {
  const { t } = useLingui()
  const toast = useToast()
  const errorText = useErrorText()
  const [confirming, setConfirming] = useState(false)
  const change = useSetDisabled(user.id)
  // The buttons of each step replace those of the last: after a step taken here, focus goes to
  // the new step's first button (Cancel when asked to confirm), not to the page's start.
  const section = useRef<HTMLElement>(null)
  const moved = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) {
      const buttons = section.current?.querySelectorAll('button')
      ;(confirming ? buttons?.[buttons.length - 1] : buttons?.[0])?.focus()
    }
    moved.current = false
  }, [confirming, user.disabled])
  const step = (next: boolean) => {
    moved.current = true
    setConfirming(next)
  }
  const run = (disabled: boolean) =>
    change.mutate(disabled, {
      onSuccess: (u) => {
        step(false)
        toast.show(
          u.disabled ? t`The account is disabled and signed out` : t`The account is enabled`,
          'success',
        )
      },
      onError: (err) => toast.show(errorText(err), 'error'),
    })
  return (
    <section ref={section} className="console-card" aria-labelledby="disable-heading">
      <h2 id="disable-heading" style={{ marginBlockStart: 0 }}>
        {user.disabled ? <Trans>Enable the account</Trans> : <Trans>Disable the account</Trans>}
      </h2>
      {user.disabled ? (
        <>
          <p>
            <Trans>The account cannot sign in. Enabled again, it signs in as before.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={change.isPending}
            aria-busy={change.isPending}
            data-testid="user-enable"
            onClick={() => run(false)}
          >
            <Trans>Enable</Trans>
          </button>
        </>
      ) : confirming ? (
        <div role="group" aria-label={t`Disable this account?`} className="console-row">
          <p className="console-danger" style={{ margin: 0 }}>
            <Trans>It is signed out on every device at once and cannot sign in. Disable it?</Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={change.isPending}
            aria-busy={change.isPending}
            data-testid="user-disable-confirm"
            onClick={() => run(true)}
          >
            <Trans>Yes, disable</Trans>
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => step(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <>
          <p>
            <Trans>
              For an account that abuses the site: every session ends at once and sign-in is refused.
            </Trans>
          </p>
          <button type="button" className="btn" data-testid="user-disable" onClick={() => step(true)}>
            <Trans>Disable…</Trans>
          </button>
        </>
      )}
    </section>
  )
}
