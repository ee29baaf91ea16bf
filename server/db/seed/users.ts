import type { Role } from '../../../contract/auth'
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
    role: 'user',
  },
  {
    email: 'agent@funduq.test',
    password: 'Agent@2024x',
    name: 'Funduq Travel Agency',
    phone: '+9647507654321',
    country: 'Iraq',
    city: 'Erbil',
    role: 'agent',
  },
  {
    email: 'admin@funduq.test',
    password: 'Admin@2024x',
    name: 'Funduq Administrator',
    phone: '+9647809876543',
    country: 'Iraq',
    city: 'Baghdad',
    role: 'admin',
  },
  {
    // Manages the demo hotels of the city of Erbil (seedDatabase assigns them).
    email: 'manager@funduq.test',
    password: 'Manager@2024x',
    name: 'Erbil Hotels Manager',
    phone: '+9647501112233',
    country: 'Iraq',
    city: 'Erbil',
    role: 'hotel_manager',
  },
] as const satisfies readonly (Omit<UserInsert, 'password_hash'> & {
  email: string
  password: string
  role: Role
})[]

/** The demo hotel manager runs the demo hotels of this city (its English name). */
export const MANAGER_CITY = 'Erbil'

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
