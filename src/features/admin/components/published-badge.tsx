import { Trans } from '@lingui/react/macro'

/** Whether guests can find and book the hotel. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span className="console-badge" data-state={published ? 'on' : 'off'}>
      {published ? <Trans>Published</Trans> : <Trans>Hidden</Trans>}
    </span>
  )
}
