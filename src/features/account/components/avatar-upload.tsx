import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { AVATAR } from '../../../../contract/account'
import { FieldError, useFieldError } from '../../../components/form/field'
import { useFieldContext } from '../../../components/form/form-context'
import { FORMAT_LOCALE } from '../../../lib/i18n'
import { usePreferences } from '../../../lib/preferences'
import { checkAvatar } from '../image-check'

const SHAKE_MS = 1000

/**
 * Profile picture (§2, §5), the form's `image` field: drop or pick a GIF, JPEG or PNG; a file
 * refused here flashes red for a second (no shaking for people who asked for less motion) and
 * says why, as does the server's refusal.
 */
export function AvatarUpload({ current, name }: { current: string | null; name: string }) {
  const { t, i18n } = useLingui()
  const field = useFieldContext<File | null>()
  const file = field.state.value
  const onFile = (picked: File | null) => field.handleChange(picked)
  const serverError = useFieldError()
  const { language } = usePreferences()
  const inputId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [rejection, setRejection] = useState<{ message: string; at: number } | null>(null)
  const [shaking, setShaking] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  useEffect(() => {
    if (!rejection) return
    setShaking(true)
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS)
    return () => window.clearTimeout(timer)
  }, [rejection])

  const take = async (picked: File | undefined) => {
    if (!picked) return
    const problem = await checkAvatar(picked)
    if (problem) {
      setRejection({ message: i18n._(problem), at: Date.now() })
      onFile(null)
    } else {
      setRejection(null)
      onFile(picked)
    }
    // Picking the same file again must fire `change` again.
    if (input.current) input.current.value = ''
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    void take(e.dataTransfer.files[0])
  }

  const shown = preview ?? current
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?'
  const megabytes = file
    ? new Intl.NumberFormat(FORMAT_LOCALE[language], {
        style: 'unit',
        unit: 'megabyte',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(file.size / (1024 * 1024))
    : ''
  const limit = new Intl.NumberFormat(FORMAT_LOCALE[language], { style: 'unit', unit: 'megabyte' }).format(
    AVATAR.maxBytes / (1024 * 1024),
  )
  const error = rejection?.message ?? serverError

  return (
    <div className="avatar-field">
      <span className="avatar-label" id={`${inputId}-label`}>
        <Trans>Profile picture</Trans>
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button is the control */}
      <div
        className="avatar-drop"
        data-over={over || undefined}
        data-rejected={shaking || undefined}
        data-testid="avatar-drop"
        onDragEnter={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <div className="avatar-preview">
          {shown ? (
            <img
              src={shown}
              alt={file ? t`Preview of the new picture` : t`Your profile picture`}
              width={96}
              height={96}
            />
          ) : (
            <span aria-hidden="true">{initial}</span>
          )}
        </div>
        <div className="avatar-actions">
          <p className="avatar-prompt">
            <Trans>Drag a picture here, or</Trans>
          </p>
          <label className="btn btn-ghost avatar-pick" htmlFor={inputId}>
            <Trans>Choose a picture</Trans>
          </label>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden avatar-input"
            type="file"
            accept={AVATAR.types.join(',')}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={error ? errorId : `${inputId}-rules`}
            aria-invalid={Boolean(error)}
            onChange={(e) => void take(e.target.files?.[0])}
            data-testid="avatar-input"
          />
          <p className="field-hint" id={`${inputId}-rules`}>
            <Trans>GIF, JPEG or PNG, up to {limit}.</Trans>
          </p>
          {file && (
            <p className="avatar-file" data-testid="avatar-file">
              <bdi className="avatar-file-name">{file.name}</bdi>
              <span className="avatar-file-size">{megabytes}</span>
              <button type="button" className="link-button" onClick={() => onFile(null)}>
                <Trans>Remove</Trans>
              </button>
            </p>
          )}
        </div>
      </div>
      <div aria-live="polite">{error && <FieldError id={errorId} message={error} />}</div>
    </div>
  )
}
