import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Svg } from '../../../components/ui/icons'
import { promptInstall, useInstallOption } from '../install-state'
import { IosInstallDialog } from './ios-install-dialog'
import './install.css'

/**
 * "Install the app": Chrome's own install dialog where the browser offers one, the Share → Add
 * to Home Screen steps on iPhone and iPad; nothing once Funduq runs as an installed app.
 */
export function InstallEntry({ onOpen }: { onOpen?: () => void }) {
  const option = useInstallOption()
  const [steps, setSteps] = useState(false)
  if (option === 'installed' || option === 'none') return null
  const open = () => {
    onOpen?.()
    if (option === 'prompt') void promptInstall()
    else setSteps(true)
  }
  return (
    <>
      <button type="button" className="install-entry" data-testid="install-entry" onClick={open}>
        <InstallIcon />
        <span className="install-entry-text">
          <span className="install-entry-title">
            <Trans>Install the Funduq app</Trans>
          </span>
          <span className="install-entry-hint">
            <Trans>Opens from your home screen, and your bookings work offline.</Trans>
          </span>
        </span>
      </button>
      {option !== 'prompt' && (
        <IosInstallDialog open={steps} inSafari={option === 'ios-safari'} onClose={() => setSteps(false)} />
      )}
    </>
  )
}

function InstallIcon() {
  return (
    <Svg size={28} strokeWidth={1.8}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 7.5v7M9 11.5l3 3 3-3M10.5 18.5h3" />
    </Svg>
  )
}
