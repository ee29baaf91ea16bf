import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons'
import './modal-dialog.css'

interface Props {
  open: boolean
  onClose(): void
  title: ReactNode
  className?: string
  /** Extra keys (arrows in a photo viewer); Escape is the browser's own. */
  onKeyDown?(e: KeyboardEvent<HTMLDialogElement>): void
  testId?: string
  /** False for a dialog that must be answered: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean
  children: ReactNode
}

/**
 * A native modal `<dialog>`: the browser traps focus, makes the page inert and closes it on
 * Escape. We add what it lacks everywhere: closing on a backdrop click and handing focus back
 * to the control that opened it.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  className = '',
  onKeyDown,
  testId,
  dismissible = true,
  children,
}: Props) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const handleClose = () => {
    onClose()
    const el = opener.current
    opener.current = null
    if (el instanceof HTMLElement && el.isConnected) el.focus()
  }

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onCancel={(e) => {
        if (!dismissible) e.preventDefault()
      }}
      onKeyDown={(e) => {
        // Chrome lets a second Escape close a dialog whose cancel event was refused.
        if (!dismissible && e.key === 'Escape') e.preventDefault()
        onKeyDown?.(e)
      }}
      data-testid={testId}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (dismissible && e.target === e.currentTarget) e.currentTarget.close()
      }}
    >
      {open && (
        <div className="modal-body">
          <div className="modal-head">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                className="modal-close"
                aria-label={t`Close`}
                onClick={() => ref.current?.close()}
              >
                <CloseIcon size={22} />
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}

/** Arrow keys move through photos; in right-to-left pages "next" is to the left. */
export function arrowStep(e: KeyboardEvent): -1 | 0 | 1 {
  const target = e.target as HTMLElement
  if (target.closest('select, input, textarea')) return 0
  const rtl = getComputedStyle(target).direction === 'rtl'
  if (e.key === 'ArrowRight') return rtl ? -1 : 1
  if (e.key === 'ArrowLeft') return rtl ? 1 : -1
  return 0
}
