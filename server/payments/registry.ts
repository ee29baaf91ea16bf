import { loadOrCreateKey } from '../auth/keys'
import type { AppDeps } from '../http/context'
import type { PaymentProvider } from './provider'
import { sandboxProvider } from './sandbox'
import { zainCashProvider } from './zaincash'

const perDeps = new WeakMap<AppDeps, Promise<PaymentProvider>>()

/** The configured provider (PAYMENT_PROVIDER), made once per app. */
export function paymentProvider(deps: AppDeps): Promise<PaymentProvider> {
  let known = perDeps.get(deps)
  if (!known) {
    known = makeProvider(deps)
    perDeps.set(deps, known)
  }
  return known
}

async function makeProvider({ env, db }: AppDeps): Promise<PaymentProvider> {
  if (env.PAYMENT_PROVIDER === 'zaincash') {
    return zainCashProvider({
      baseUrl: env.ZAINCASH_URL,
      msisdn: env.ZAINCASH_MSISDN ?? '',
      merchantId: env.ZAINCASH_MERCHANT_ID ?? '',
      secret: env.ZAINCASH_SECRET ?? '',
    })
  }
  return sandboxProvider({
    publicUrl: env.PUBLIC_URL,
    secret: await loadOrCreateKey(db, 'sandbox_payment_secret'),
  })
}
