import { useMutation } from '@tanstack/react-query'
import { ContactAnswer, type ContactBody } from '../../../../contract/contact'
import { api } from '../../../lib/api'

export const sendContactMessage = (body: ContactBody) =>
  api(ContactAnswer, '/contact', { method: 'POST', body })

/** `POST /api/contact`; the answer carries the stored message's id. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
