import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { readEnv } from '../server/env'
import { avatarDir } from '../server/services/avatars'
import { SHUTDOWN_GRACE_MS } from '../server/shutdown'

/**
 * No container engine runs where Funduq is developed and tested, so the Dockerfile and
 * compose.yaml are never run here. What keeps them honest: every command in them is one the
 * tests and .ci/run run, and the settings compose gives the servers are a configuration the
 * server accepts in production mode. Decision 36.
 */
const ROOT = join(import.meta.dirname, '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

interface Instruction {
  stage: string
  keyword: string
  args: string
}

/** The Dockerfile's instructions, continuation lines joined, each with the stage it is in. */
function dockerfile(): Instruction[] {
  const text = read('Dockerfile').replace(/\\\n\s*/g, '')
  const out: Instruction[] = []
  let stage = ''
  for (const line of text.split('\n')) {
    const m = /^([A-Z]+)\s+(.*)$/.exec(line.trim())
    if (!m || line.trim().startsWith('#')) continue
    const [, keyword = '', args = ''] = m
    if (keyword === 'FROM') stage = / AS (\S+)$/i.exec(args)?.[1] ?? ''
    out.push({ stage, keyword, args: args.trim() })
  }
  return out
}

/** The commands .ci/run runs from the project folder (npm and node lines). */
function ciCommands(): string[] {
  return read('.ci/run')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(npm|node) /.test(line))
}

const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> }

describe('Dockerfile', () => {
  const steps = dockerfile()
  const final = steps.at(-1)?.stage ?? ''
  const inFinal = steps.filter((s) => s.stage === final)

  it('builds on a current Node.js LTS (22 or 24), multi-stage', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(read('Dockerfile'))?.[1] ?? ''
    expect(image).toMatch(/^node:(22|24)([.-]|$)/)
    const froms = steps.filter((s) => s.keyword === 'FROM')
    expect(froms.length).toBeGreaterThanOrEqual(2)
    for (const from of froms) expect(from.args).toMatch(/^\$\{NODE_IMAGE\} AS \w+$/)
  })

  it('runs only the commands CI runs (npm ci, npm run build); production dependencies via --omit=dev', () => {
    const ci = ciCommands()
    const runs = steps.filter((s) => s.keyword === 'RUN')
    expect(runs.map((r) => r.args)).toContain('npm run build')
    for (const run of runs) {
      if (/^(npm|node) /.test(run.args)) {
        // The same command as CI's, with the dev dependencies left out where that is the point.
        expect(ci).toContain(run.args.replace(' --omit=dev', ''))
      } else {
        // Otherwise only the data folder for the unprivileged user.
        expect(run.args).toMatch(/^mkdir -p \/data\S* && chown -R node:node \/data$/)
      }
    }
  })

  it('the running stage has production dependencies only, runs as a non-root user in production mode', () => {
    const modules = inFinal.find((s) => s.keyword === 'COPY' && / \.\/node_modules$/.test(s.args))
    const from = /--from=(\S+)/.exec(modules?.args ?? '')?.[1]
    const install = steps.filter((s) => s.stage === from && s.keyword === 'RUN')
    expect(install.map((s) => s.args)).toEqual(['npm ci --omit=dev --no-audit --no-fund'])
    expect(inFinal.some((s) => s.keyword === 'RUN' && s.args.startsWith('npm'))).toBe(false)
    const user = inFinal.filter((s) => s.keyword === 'USER').at(-1)?.args
    expect(user).toBeTruthy()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    expect(inFinal.some((s) => s.keyword === 'ENV' && /\bNODE_ENV=production\b/.test(s.args))).toBe(true)
  })

  it('starts the server with package.json\'s "serve" command, directly as PID 1', () => {
    const cmd = inFinal.filter((s) => s.keyword === 'CMD').at(-1)?.args ?? ''
    expect(JSON.parse(cmd)).toEqual(packageJson.scripts.serve?.split(' '))
  })

  it('checks its health on /api/ready at the port it listens on', () => {
    const check = inFinal.find((s) => s.keyword === 'HEALTHCHECK')?.args ?? ''
    expect(check).toContain('/api/ready')
    expect(check).toContain('process.env.PORT')
    const port = /\bPORT=(\d+)/.exec(inFinal.find((s) => s.keyword === 'ENV')?.args ?? '')?.[1]
    expect(inFinal.find((s) => s.keyword === 'EXPOSE')?.args).toBe(port)
  })

  it('.dockerignore keeps installed, built and local files out of the build', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(entry)
  })
})

/** Placeholder values for compose's required settings, shaped as the server validates them. */
const SAMPLES: Record<string, string> = {
  FUNDUQ_DOMAIN: 'funduq.example',
  POSTGRES_PASSWORD: 'secret',
  ZAINCASH_MSISDN: '9647835077893',
  ZAINCASH_MERCHANT_ID: 'merchant',
  ZAINCASH_SECRET: 'secret',
  SMTP_URL: 'smtps://user:password@mail.example:465',
  SMS_PROVIDER_URL: 'https://sms.example/send',
}

/** Compose's interpolation: ${X:-default}, ${X:?message} (required), ${X}. */
function interpolate(value: string, required: Set<string>): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind, rest) => {
    if (kind === '-') return rest
    required.add(name)
    const sample = SAMPLES[name]
    if (sample === undefined) throw new Error(`no sample value for ${name}: add one to SAMPLES`)
    return sample
  })
}

interface Service {
  build?: string | { context: string }
  image?: string
  command?: unknown
  entrypoint?: unknown
  environment?: Record<string, string>
  volumes?: string[]
  ports?: string[]
  stop_grace_period?: string
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>
    volumes: Record<string, unknown>
  }
  const apps = Object.entries(compose.services).filter(([, s]) => s.build)

  it('two app servers built from this Dockerfile, started by its command', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2'])
    for (const [, app] of apps) {
      expect(app.build === '.' || (typeof app.build === 'object' && app.build.context === '.')).toBe(true)
      expect(app.command).toBeUndefined()
      expect(app.entrypoint).toBeUndefined()
    }
  })

  it('sets every setting production mode requires, as server/env.ts lists them', () => {
    // With nothing set, production mode names each setting it refuses, one line each.
    let refusal = ''
    try {
      readEnv({ NODE_ENV: 'production' })
    } catch (err) {
      refusal = (err as Error).message
    }
    const required = [...refusal.matchAll(/^NODE_ENV=production refuses to start: ([A-Z_]+)/gm)].map(
      (m) => m[1],
    )
    expect(required).toEqual(
      expect.arrayContaining(['PAYMENT_PROVIDER', 'PUBLIC_URL', 'SMTP_URL', 'SMS_PROVIDER_URL']),
    )
    for (const [, app] of apps) {
      for (const name of required) expect(Object.keys(app.environment ?? {})).toContain(name)
    }
  })

  it('gives the servers a configuration production mode accepts (every setting server/env.ts requires)', () => {
    for (const [, app] of apps) {
      const required = new Set<string>()
      const env = Object.fromEntries(
        Object.entries(app.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), required)]),
      )
      expect(env.NODE_ENV).toBe('production')
      // readEnv throws, naming the setting, on anything production mode refuses or lacks.
      expect(() => readEnv(env)).not.toThrow()
      const parsed = readEnv(env)
      expect(parsed.PUBLIC_URL).toMatch(/^https:\/\//)
      expect(parsed.PAYMENT_PROVIDER).not.toBe('sandbox')
      expect(parsed.DATABASE_URL).toMatch(/@db:5432\//)
      // The operator's list of what to fill in names every required one.
      const example = read('deploy/env.example')
      for (const name of required) expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
    }
  })

  it('both servers share one volume for the uploaded files (avatars are files, not rows)', () => {
    const dataDir = /\bDATA_DIR=(\S+)/.exec(read('Dockerfile'))?.[1] ?? ''
    const avatars = avatarDir(dataDir)
    const shared = apps.map(([, app]) =>
      (app.volumes ?? []).find((v) => avatars.startsWith(`${v.split(':')[1]}/`)),
    )
    expect(shared[0]).toBeTruthy()
    expect(new Set(shared).size).toBe(1)
    expect(Object.keys(compose.volumes)).toContain(shared[0]?.split(':')[0])
    // Made in the image and owned by its user, so that the new volume starts writable.
    expect(read('Dockerfile')).toMatch(new RegExp(`mkdir -p ${shared[0]?.split(':')[1]} `))
  })

  it('lets a server finish its graceful stop before it is killed', () => {
    for (const [, app] of apps) {
      const seconds = Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1])
      // shutdown.ts: requests get SHUTDOWN_GRACE_MS, the whole stop 10 s more.
      expect(seconds).toBeGreaterThan(SHUTDOWN_GRACE_MS / 1000 + 10)
    }
  })

  it('PostgreSQL keeps its data in a named volume', () => {
    const db = compose.services.db
    expect(db?.image).toMatch(/^postgres:/)
    const volume = db?.volumes?.find((v) => v.endsWith(':/var/lib/postgresql/data'))?.split(':')[0] ?? ''
    expect(Object.keys(compose.volumes)).toContain(volume)
    const password = db?.environment?.POSTGRES_PASSWORD ?? ''
    expect(apps[0]?.[1].environment?.DATABASE_URL).toContain(password)
  })

  it('a TLS proxy (Caddy) shares requests between both servers, by their readiness', () => {
    const proxy = compose.services.proxy
    expect(proxy?.image).toMatch(/^caddy:/)
    expect(proxy?.ports).toContain('443:443')
    const mount = proxy?.volumes?.find((v) => v.includes(':/etc/caddy/Caddyfile'))?.split(':')[0] ?? ''
    const caddyfile = read(mount)
    const port = /^ENV .*\bPORT=(\d+)/m.exec(read('Dockerfile').replace(/\\\n\s*/g, ''))?.[1]
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${apps.map(([n]) => `${n}:${port}`).join(' ')}`))
    expect(caddyfile).toMatch(/health_uri \/api\/ready/)
    expect(caddyfile).toMatch(/^\{\$FUNDUQ_DOMAIN\} \{/m)
    expect(apps[0]?.[1].environment?.TRUST_PROXY).toBe('1')
  })
})
