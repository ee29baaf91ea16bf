import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { type PendingContact, ProfileBody } from '../../../../contract/account'
import type { UserAuth } from '../../../../contract/auth'
import { useToast } from '../../../components/ui/toast'
import { usePreferences } from '../../../lib/preferences'
import { type ProfileChange, useUpdateProfile } from '../api/profile'
import { countryToShow, countryToStore } from '../country-names'
import { type FieldErrors, focusFirstInvalid, validate } from '../form-errors'
import { composePhone, type PhoneValue, splitPhone } from '../phone'
import { useSubmitErrors } from '../use-submit-errors'
import { AvatarUpload } from './avatar-upload'
import { ContactCodeStep } from './contact-code-step'
import { CountryField } from './country-field'
import { EmailField, TextField } from './field'
import { PhoneField } from './phone-field'

type Fields = 'name' | 'email' | 'country' | 'city'

/**
 * Picture, name, phone, e-mail, country and city. Only what changed is sent. A new phone or
 * e-mail address is confirmed with a code sent to it (the steps under the form).
 */
export function PersonalInfoForm({ user }: { user: UserAuth }) {
  const { t, i18n } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const mutation = useUpdateProfile()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Fields, string>>({
    name: user.name,
    email: user.email ?? '',
    country: countryToShow(user.country, language),
    city: user.city ?? '',
  })
  const [phone, setPhone] = useState<PhoneValue>(() => splitPhone(user.phone))
  const [image, setImage] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState<PendingContact[]>([])
  const onSubmitError = useSubmitErrors(setErrors, form)
  const waiting = (field: string, value: unknown) =>
    pending.some((p) => p.field === field && p.value === value)
  const settle = (field: PendingContact['field']) =>
    setPending((list) => list.filter((p) => p.field !== field))

  const change = (name: Fields, value: string) => {
    setValues((old) => ({ ...old, [name]: value }))
    setErrors(({ [name]: _, ...rest }) => rest)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const wanted = {
      name: values.name,
      email: values.email,
      phone: composePhone(phone),
      country: countryToStore(values.country, language),
      city: values.city,
    }
    const checked = validate(ProfileBody, wanted, i18n)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstInvalid(form.current)
      return
    }
    const out = checked.output
    const saved: Record<string, string | null> = {
      name: user.name,
      email: user.email,
      phone: user.phone,
      country: user.country,
      city: user.city,
    }
    const changes: ProfileChange = {}
    for (const key of ['name', 'email', 'phone', 'country', 'city'] as const) {
      // A value already waiting for its code is not sent again (that would only ask for another).
      if ((out[key] ?? null) !== (saved[key] ?? null) && !waiting(key, out[key]))
        changes[key] = out[key] ?? ''
    }
    if (image) changes.image = image
    if (Object.keys(changes).length === 0) {
      toast.show(t`There is nothing new to save.`, 'info')
      return
    }
    setErrors({})
    mutation.mutate(changes, {
      onSuccess: ({ message, pending: asked }) => {
        setImage(null)
        if (asked?.length) {
          setPending((list) => [...list.filter((p) => !asked.some((a) => a.field === p.field)), ...asked])
        }
        toast.show(message, asked?.length ? 'info' : 'success')
      },
      onError: onSubmitError,
    })
  }

  return (
    <>
      <form
        ref={form}
        className="account-form"
        noValidate
        onSubmit={submit}
        aria-label={t`Personal information`}
      >
        <AvatarUpload
          current={user.image}
          name={values.name}
          file={image}
          onFile={(file) => {
            setImage(file)
            setErrors(({ image: _, ...rest }) => rest)
          }}
          serverErrors={errors.image}
        />
        <TextField
          label={<Trans>Full name</Trans>}
          errors={errors.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(value) => change('name', value)}
        />
        <div className="form-row">
          <PhoneField
            label={<Trans>Mobile phone</Trans>}
            value={phone}
            onChange={(value) => {
              setPhone(value)
              setErrors(({ phone: _, ...rest }) => rest)
            }}
            errors={errors.phone}
          />
          <EmailField
            value={values.email}
            onChange={(value) => change('email', value)}
            errors={errors.email}
          />
        </div>
        <div className="form-row">
          <CountryField
            label={<Trans>Country</Trans>}
            value={values.country}
            onChange={(value) => change('country', value)}
            errors={errors.country}
          />
          <TextField
            label={<Trans>City</Trans>}
            errors={errors.city}
            name="city"
            autoComplete="address-level2"
            value={values.city}
            onChange={(value) => change('city', value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
          </button>
        </div>
      </form>
      {pending.map((p, i) => (
        <ContactCodeStep
          key={`${p.field}:${p.value}`}
          pending={p}
          focus={i === 0}
          onDone={() => settle(p.field)}
          onCancel={() => {
            settle(p.field)
            if (p.field === 'phone') setPhone(splitPhone(user.phone))
            else change('email', user.email ?? '')
          }}
        />
      ))}
    </>
  )
}
