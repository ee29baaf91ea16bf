import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../contract/endpoints'
import { createTestApp, type TestApp } from '../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/openapi.json', () => {
  it('describes every call of the contract with its parameters', async () => {
    const res = await t.app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    for (const e of endpoints) {
      expect(doc.paths[`/api${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method], e.path).toBeDefined()
    }
    const hotelParams = doc.paths['/api/hotel'].get.parameters.map((p: { name: string }) => p.name)
    expect(hotelParams).toEqual(
      expect.arrayContaining(['take', 'page', 'filter[governorate_id]', 'checkin', 'currency']),
    )
  })

  it('lists only calls the server answers (no 404 for a documented GET)', async () => {
    for (const e of endpoints.filter((x) => x.method === 'get')) {
      const path = e.path.replace(':id', '1').replace(':token', 'x'.repeat(32))
      const res = await t.app.request(`/api${path}?hotel_id=1`, { headers: { 'Accept-Language': 'en' } })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      // Signed-in calls answer 401 without a token; a route's own "not found" (an unknown
      // rating token) is an answer too. Only the catch-all's 404 means the route is missing.
      if (e.auth === 'required') expect(res.status, e.path).toBe(401)
      // A browser redirect (the sign-in providers' callback) answers every request with one.
      else if (e.status === 302) expect(res.status, e.path).toBe(302)
      else
        expect(res.status === 200 || (res.status === 404 && body.message !== 'Not found'), e.path).toBe(true)
    }
  })
})
