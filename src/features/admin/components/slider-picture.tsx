import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { PHOTO } from '../../../../contract/admin-photos'
import { sized } from '../../../../contract/media'
import { useErrorText } from '../../../components/form/use-error-text'
import { type AdminSlider, useSliderPicture } from '../api/content'
import { DeleteButton } from './delete-button'

/**
 * A home section's picture (decision 44): the home page's slideshow shows the sections'
 * pictures, in the sections' order, in place of its drawn ones. Uploaded like a hotel photo
 * (checked, turned upright, re-encoded without metadata); removing it brings the drawn one back.
 */
export function SliderPicture({ slider }: { slider: AdminSlider }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const picture = useSliderPicture(slider.id)
  const input = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError('')
    try {
      await picture.mutateAsync(file)
      setStatus(t`Picture uploaded`)
    } catch (err) {
      setError(`${file.name}: ${errorText(err)}`)
    }
    if (input.current) input.current.value = ''
  }

  return (
    <section className="console-card console-photos" aria-labelledby={headingId} data-testid="slider-picture">
      <h2 id={headingId}>
        <Trans>Slideshow picture</Trans>
      </h2>
      <p className="console-hint">
        <Trans>
          The home page's slideshow shows the sections' pictures in the sections' order, in place of its own
          drawings. Wide pictures fit best.
        </Trans>{' '}
        <Trans>JPEG, PNG or WebP, up to 10 MB, at least 480 pixels on each side.</Trans>
      </p>
      {slider.image_path ? (
        <img
          className="console-slide-picture"
          src={sized(slider.image_path, 640)}
          // What it shows is the administrator's own upload; the heading says what it is for.
          alt=""
          width={640}
          height={360}
        />
      ) : (
        <p data-testid="slider-picture-none">
          <Trans>No picture: the slideshow shows its own drawing.</Trans>
        </p>
      )}
      <div className="console-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={picture.isPending}
          aria-busy={picture.isPending}
          data-testid="slider-picture-add"
          onClick={() => input.current?.click()}
        >
          {picture.isPending ? (
            <Trans>Uploading…</Trans>
          ) : slider.image_path ? (
            <Trans>Replace the picture</Trans>
          ) : (
            <Trans>Upload a picture</Trans>
          )}
        </button>
        {/* Opened by the button above, which is what keyboard and screen-reader users reach. */}
        <input
          ref={input}
          hidden
          type="file"
          accept={PHOTO.types.join(',')}
          data-testid="slider-picture-input"
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
        />
        {slider.image_path ? (
          <DeleteButton
            testId="slider-picture-delete"
            onDelete={async () => {
              await picture.mutateAsync(null)
              setStatus(t`Picture removed`)
            }}
          />
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="field-error" data-testid="slider-picture-error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </section>
  )
}
