import { useCallback, useEffect, useState } from 'react'
import { usePreferences } from '../../lib/preferences'
import { useSession } from '../../lib/use-session'
import { isSubscribed, PushTimeout, pushSupported, subscribe, syncLanguage, unsubscribe } from './device'

/**
 * - `hidden`: not offered (a guest, or a browser without notifications or push);
 * - `checking`: reading the browser's state;
 * - `off` / `on`: this device gets booking notifications for this account, or not;
 * - `denied`: the person (or the browser) blocked notifications for the site;
 * - `busy`: turning on or off.
 */
export type PushState = 'hidden' | 'checking' | 'off' | 'on' | 'denied' | 'busy'

export type PushResult = 'on' | 'off' | 'denied' | 'dismissed' | 'failed' | 'timeout'

/** This device's booking notifications for the signed-in person (spec §1, §6 "push opt-in"). */
export function usePush() {
  const session = useSession()
  const { language } = usePreferences()
  const member = !!session && !session.userAuth.is_guest
  const offered = member && pushSupported()
  const [state, setState] = useState<PushState>(offered ? 'checking' : 'hidden')

  useEffect(() => {
    if (!offered) {
      setState('hidden')
      return
    }
    let live = true
    if (Notification.permission === 'denied') setState('denied')
    else
      void isSubscribed()
        .then((on) => live && setState(on ? 'on' : 'off'))
        .catch(() => live && setState('off'))
    return () => {
      live = false
    }
  }, [offered])

  // Notifications speak the language the site is used in: tell the server when it changes.
  useEffect(() => {
    if (state === 'on') void syncLanguage(language).catch(() => undefined)
  }, [state, language])

  /** Must run straight from a click: browsers only ask for permission after a user action. */
  const enable = useCallback(async (): Promise<PushResult> => {
    setState('busy')
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'denied' : 'off')
      return permission === 'denied' ? 'denied' : 'dismissed'
    }
    try {
      await subscribe(language)
      setState('on')
      return 'on'
    } catch (err) {
      console.error('push subscription failed', err)
      setState('off')
      return err instanceof PushTimeout ? 'timeout' : 'failed'
    }
  }, [language])

  const disable = useCallback(async (): Promise<PushResult> => {
    setState('busy')
    try {
      await unsubscribe()
      setState('off')
      return 'off'
    } catch (err) {
      console.error('push unsubscribe failed', err)
      setState('on')
      return 'failed'
    }
  }, [])

  return { state, enable, disable }
}
