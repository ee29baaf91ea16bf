import type { Language } from '../../contract/common'
import type { Operator } from '../auth/operator'
import type { TokenService } from '../auth/tokens'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../logger'
import type { PushOptions } from '../push/send'

/** What every handler can reach: set once per app, never read from globals. */
export interface AppDeps {
  db: Db
  env: Env
  log: Logger
  tokens: TokenService
  /** How push messages leave the server (tests give the fake push service's CA). */
  push?: PushOptions
}

/** The signed-in caller, from a verified access token. */
export interface Caller {
  userId: number
  isGuest: boolean
  isAgent: boolean
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    lang: Language
    caller: Caller | null
    /** Set on console routes (role `admin` or `operator`) by `authorize`: see server/auth/operator.ts. */
    operator?: Operator
    /** Hashes (`'sha256-…'`) of inline scripts this answer carries: its policy allows them. */
    scriptHashes?: string[]
    /** A drawn page whose `<head>` names what it needs: no `Link` header (server/http/static.ts). */
    hintsInPage?: boolean
  }
}
