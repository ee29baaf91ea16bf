import { hashPassword } from '../../auth/password'
import type { schema } from '../client'

type UserInsert = (typeof schema.users)['$inferInsert']

/** The demo accounts README and `npm start` list. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@funduq.test',
    password: 'Demo@2024x',
    name: 'Demo User',
    phone: '+9647701234567',
    country: 'Iraq',
    city: 'Baghdad',
    is_agent: false,
  },
  {
    email: 'agent@funduq.test',
    password: 'Agent@2024x',
    name: 'Funduq Travel Agency',
    phone: '+9647507654321',
    country: 'Iraq',
    city: 'Erbil',
    is_agent: true,
  },
] as const

/** Password hashes are salted, so these rows (alone in the seed) differ from run to run. */
export async function demoUsers(today: Date): Promise<UserInsert[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      password_hash: await hashPassword(password),
      is_guest: false,
      language: 'ar',
      currency: 'USD',
      verified_at: today,
      created_at: today,
    })),
  )
}
