import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { onUpdateReady } from '../../lib/service-worker'
import './update-prompt.css'

/** "A new version is available": the new service worker takes over only when the user agrees. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null)
  useEffect(() => onUpdateReady((fn) => setApply(() => fn)), [])
  if (!apply) return null
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>
        <Trans>A new version of Funduq is available.</Trans>
      </span>
      <button type="button" className="btn btn-primary" onClick={apply}>
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setApply(null)}>
        <Trans>Later</Trans>
      </button>
    </div>
  )
}
