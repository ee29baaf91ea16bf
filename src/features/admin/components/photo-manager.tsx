import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { MAX_PHOTOS, PHOTO } from '../../../../contract/admin-photos'
import { sized } from '../../../../contract/media'
import { useErrorText } from '../../../components/form/use-error-text'
import { useToast } from '../../../components/ui/toast'
import { formatNumber } from '../../../lib/format'
import { usePreferences } from '../../../lib/preferences'
import {
  type AdminPhoto,
  type PhotoOwner,
  useDeletePhoto,
  useOrderPhotos,
  useUploadPhoto,
} from '../api/photos'

/** `ids` with the one at `from` moved to `to`. */
const moved = (ids: number[], from: number, to: number) => {
  const out = [...ids]
  const [id] = out.splice(from, 1)
  if (id !== undefined) out.splice(to, 0, id)
  return out
}

/**
 * A hotel's or a room type's photos: upload, reorder, choose the cover (the first), delete.
 * Every move is a button, so the order is changed by keyboard as by pointer; what happened is
 * read out by a live region.
 */
export function PhotoManager({ owner, photos }: { owner: PhotoOwner; photos: AdminPhoto[] }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const errorText = useErrorText()
  const upload = useUploadPhoto(owner)
  const order = useOrderPhotos(owner)
  const remove = useDeletePhoto(owner)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const busy = upload.isPending || order.isPending || remove.isPending
  const full = photos.length >= MAX_PHOTOS[owner.kind]
  const ids = photos.map((p) => p.id)
  const n = (i: number) => formatNumber(i, language)

  const reorder = (next: number[], said: string) =>
    order.mutate(next, {
      onSuccess: () => setStatus(said),
      onError: (err) => toast.show(errorText(err), 'error'),
    })

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return
    setError('')
    let added = 0
    // One at a time: each answer is the gallery after it, and a refusal names its file.
    for (const file of Array.from(files)) {
      try {
        await upload.mutateAsync(file)
        added++
      } catch (err) {
        setError(`${file.name}: ${errorText(err)}`)
        break
      }
    }
    if (added) setStatus(t`Photos added: ${n(added)}`)
    if (input.current) input.current.value = ''
  }

  return (
    <section
      className="console-card console-photos"
      aria-labelledby={`${inputId}-h`}
      data-testid="photo-manager"
    >
      <h2 id={`${inputId}-h`}>
        <Trans>Photos</Trans>
      </h2>
      <p className="console-hint">
        {owner.kind === 'hotel' ? (
          <Trans>
            The first photo is the cover: guests see it on search results and first in the gallery.
          </Trans>
        ) : (
          <Trans>The first photo is the cover: guests see it on the room's card.</Trans>
        )}{' '}
        <Trans>JPEG, PNG or WebP, up to 10 MB, at least 480 pixels on each side.</Trans>
      </p>
      {photos.length === 0 ? (
        <p data-testid="photos-empty">
          <Trans>No photos yet.</Trans>
        </p>
      ) : (
        <ol className="console-photo-list" aria-busy={busy}>
          {photos.map((p, i) => (
            <li key={p.id} data-testid="photo">
              <img src={sized(p.image_path, 320)} alt="" width={160} height={107} loading="lazy" />
              <div className="console-photo-tools">
                <span className="console-photo-label">
                  {i === 0 ? (
                    <span className="console-badge">
                      <Trans>Cover</Trans>
                    </span>
                  ) : (
                    <Trans>Photo {n(i + 1)}</Trans>
                  )}
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={busy || i === 0}
                  aria-label={t`Move photo ${n(i + 1)} earlier`}
                  onClick={() => reorder(moved(ids, i, i - 1), t`Photo moved to place ${n(i)}`)}
                >
                  <span aria-hidden="true" className="console-arrow-back">
                    →
                  </span>
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={busy || i === photos.length - 1}
                  aria-label={t`Move photo ${n(i + 1)} later`}
                  onClick={() => reorder(moved(ids, i, i + 1), t`Photo moved to place ${n(i + 2)}`)}
                >
                  <span aria-hidden="true" className="console-arrow-forward">
                    →
                  </span>
                </button>
                {i > 0 ? (
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    data-testid="photo-cover"
                    aria-label={t`Make photo ${n(i + 1)} the cover`}
                    onClick={() => reorder(moved(ids, i, 0), t`This photo is now the cover`)}
                  >
                    <Trans>Make cover</Trans>
                  </button>
                ) : null}
                {confirming === p.id ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy}
                      data-testid="photo-delete-confirm"
                      onClick={() =>
                        remove.mutate(p.id, {
                          onSuccess: () => {
                            setConfirming(null)
                            setStatus(t`Photo deleted`)
                          },
                          onError: (err) => toast.show(errorText(err), 'error'),
                        })
                      }
                    >
                      <Trans>Delete it</Trans>
                    </button>
                    <button type="button" className="btn" onClick={() => setConfirming(null)}>
                      <Trans>Keep it</Trans>
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    data-testid="photo-delete"
                    aria-label={t`Delete photo ${n(i + 1)}`}
                    onClick={() => setConfirming(p.id)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="console-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || full}
          aria-busy={upload.isPending}
          data-testid="photo-add"
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Add photos</Trans>}
        </button>
        {/* Opened by the button above, which is what keyboard and screen-reader users reach. */}
        <input
          ref={input}
          hidden
          type="file"
          accept={PHOTO.types.join(',')}
          multiple
          data-testid="photo-input"
          onChange={(e) => void onFiles(e.currentTarget.files)}
        />
        {full ? (
          <span className="console-hint">
            <Trans>No more photos can be added here: delete one first</Trans>
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="field-error" data-testid="photo-error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </section>
  )
}
