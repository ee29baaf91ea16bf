import { onBeforeSignOut, onSignOut } from '../../lib/sign-out-tasks'
import { forgetOnDevice, forgetOnServer, readSaved } from './device'

/**
 * Imported once at start (main.tsx), whatever page is open: a subscription saved on this
 * device must end with the session that made it, or the next person on a shared phone would
 * see the last one's booking news. The server record is removed while the token still works;
 * the browser's subscription after sign-out, which also covers a DELETE that could not be sent.
 */
onBeforeSignOut(async () => {
  if (readSaved()) await forgetOnServer()
})
onSignOut(forgetOnDevice)
