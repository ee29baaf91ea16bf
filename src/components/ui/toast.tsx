import { useLingui } from '@lingui/react/macro'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import './toast.css'

export type ToastTone = 'success' | 'error' | 'info'

interface Toast {
  id: number
  message: string
  tone: ToastTone
}

interface ToastApi {
  /** Shows a short message for 5 s (longer while hovered or focused). */
  show(message: string, tone?: ToastTone): void
}

const ToastContext = createContext<ToastApi | null>(null)

const DISMISS_MS = 5_000

/**
 * Short §8 messages (profile saved, wrong password…). The live region is always in the page,
 * so screen readers announce each new toast politely without moving focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = next.current++
    // The same text twice in a row (double submit) shows once.
    setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, tone }].slice(-3))
  }, [])
  const api = useMemo(() => ({ show }), [show])
  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" data-testid="toasts">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useLingui()
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => onDismiss(toast.id), DISMISS_MS)
    return () => window.clearTimeout(timer)
  }, [paused, toast.id, onDismiss])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a courtesy, the close button is the control
    <div
      className={`toast toast-${toast.tone}`}
      data-testid="toast"
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast-message">{toast.message}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={t`Close message`}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast outside ToastProvider')
  return api
}
