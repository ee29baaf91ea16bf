import { describe, expect, it } from 'vitest'
import { ConfirmBody } from '../../../contract/booking'
import { ContactBody } from '../../../contract/contact'
import { messages as m } from '../../../contract/messages'
import { ApiError } from '../../lib/api'
import { contractErrors, serverErrors } from './contract-errors'

const messagesOf = (errors: unknown[] | undefined) =>
  errors?.map((e) => (typeof e === 'string' ? e : (e as { message: string }).message))

describe('contractErrors', () => {
  it("puts each issue of the contract's schema on its field, as message ids", () => {
    const values = { name: ' ', email: 'layla@', address: 'Karrada', message: 'hi' }
    const placed = contractErrors(ContactBody, values, values)
    expect(placed?.form).toBeUndefined()
    expect(Object.keys(placed?.fields ?? {}).sort()).toEqual(['email', 'message', 'name'])
    expect(messagesOf(placed?.fields.name)).toEqual([m.required.id])
    expect(messagesOf(placed?.fields.email)).toEqual([m.invalidEmail.id])
  })

  it('reads Arabic-Indic digits as the contract does: an Iraqi mobile typed in them is valid', () => {
    const values = {
      full_name: 'ليلى',
      email: 'layla@example.test',
      phone: '٠٧٧٠١٢٣٤٥٦٧',
      country: 'Iraq',
      arrival_time: '14:30',
    }
    expect(contractErrors(ConfirmBody, values, values)).toBeUndefined()
  })

  it("makes issues about values the form does not edit the form's own", () => {
    const placed = contractErrors(ConfirmBody, { full_name: 'Layla' }, { full_name: '' })
    expect(placed?.fields).toEqual({})
    expect(placed?.form?.length).toBe(4)
  })

  it('is undefined for valid input', () => {
    const values = {
      name: 'Layla',
      email: 'layla@example.test',
      address: 'Karrada',
      message: 'A cot, please.',
    }
    expect(contractErrors(ContactBody, values, values)).toBeUndefined()
  })
})

describe('serverErrors', () => {
  const fields = { email: '', code: '' }
  const refusal = new ApiError(422, 'Check the fields', {
    email: ['This e-mail address is taken'],
    passcode: ['Wrong app'],
  })

  it("puts a 422's field messages on the fields it names, the rest on the form", () => {
    expect(serverErrors(refusal, fields)).toEqual({
      fields: { email: ['This e-mail address is taken'] },
      form: ['Wrong app'],
    })
  })

  it('puts every message on one field when asked (a code form)', () => {
    expect(serverErrors(refusal, fields, 'code')).toEqual({
      fields: { code: ['This e-mail address is taken', 'Wrong app'] },
    })
  })

  it('is null for a refusal without field messages, or no answer at all', () => {
    expect(serverErrors(new ApiError(429, 'Too many requests'), fields)).toBeNull()
    expect(serverErrors(new TypeError('Failed to fetch'), fields)).toBeNull()
  })
})
