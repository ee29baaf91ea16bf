import { Trans } from '@lingui/react/macro'
import { Svg } from '../../../components/ui/icons'
import { ModalDialog } from '../../../components/ui/modal-dialog'

/**
 * iOS has no install prompt: a web app is added from Safari's Share menu. The steps, with the
 * same pictures Safari shows, so they can be matched on screen.
 */
export function IosInstallDialog({
  open,
  inSafari,
  onClose,
}: {
  open: boolean
  inSafari: boolean
  onClose(): void
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={<Trans>Add Funduq to your Home Screen</Trans>}
      className="install-dialog"
      testId="ios-install-steps"
    >
      <ol className="install-steps">
        {!inSafari && (
          <li>
            <Trans>Open this page in Safari: only Safari can add it to the Home Screen.</Trans>
          </li>
        )}
        <li>
          <ShareIcon />
          <span>
            <Trans>
              Tap the <strong>Share</strong> button in Safari's toolbar (at the bottom on iPhone, at the top
              on iPad).
            </Trans>
          </span>
        </li>
        <li>
          <AddIcon />
          <span>
            <Trans>
              Scroll down the list and choose <strong>Add to Home Screen</strong>.
            </Trans>
          </span>
        </li>
        <li>
          <span>
            <Trans>
              Tap <strong>Add</strong>. Funduq then opens from its icon, full screen, and your bookings and
              vouchers open even without a connection.
            </Trans>
          </span>
        </li>
      </ol>
      <div className="install-dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      </div>
    </ModalDialog>
  )
}

function ShareIcon() {
  return (
    <Svg size={24} strokeWidth={1.8}>
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </Svg>
  )
}

function AddIcon() {
  return (
    <Svg size={24} strokeWidth={1.8}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </Svg>
  )
}
