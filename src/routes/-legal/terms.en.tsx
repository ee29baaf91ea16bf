import type { LegalBody, LegalFacts } from './legal-page'
import type { TermsKey } from './sections'

/** Terms and conditions in English (spec §1), dated 10 June 2024. */
export function termsEn(f: LegalFacts): LegalBody<TermsKey> {
  return {
    about: (
      <>
        <p>
          These terms and conditions apply to the Funduq website and app ("Funduq", "we", "us") and to every
          search, booking and review made through it. By using Funduq or making a booking you accept them, so
          please read them carefully together with our privacy policy. They are dated 10 June 2024.
        </p>
        <p>
          Funduq is operated by Funduq Travel Services FZ-LLC, whose office is at {f.address}. Funduq is an
          online booking service: the hotels shown are run by their owners, not by us, and the contract for
          your stay is between you and the hotel.
        </p>
      </>
    ),
    using: (
      <>
        <p>
          You may use Funduq to find and book hotel stays for yourself or for people you are allowed to act
          for. When you book, give accurate details (full name, phone number and e-mail address): the hotel
          relies on them to welcome you.
        </p>
        <p>
          Please do not misuse the service: no automated collection of our content, no attempts to get around
          security or usage limits, and no false or speculative bookings.
        </p>
      </>
    ),
    bookings: (
      <>
        <p>
          Rooms, facilities and prices are provided by the hotels and updated regularly.{' '}
          <strong>Availability is always subject to confirmation by the hotel.</strong> A booking is confirmed
          only when the hotel has accepted it and you have received a confirmation from us.
        </p>
        <p>
          If a hotel cannot confirm your booking, we will tell you as soon as possible by e-mail or phone and
          help you find another stay.
        </p>
      </>
    ),
    prices: (
      <>
        <p>
          Prices are shown for the whole stay, including taxes, in the currency you choose; the equivalent in
          UAE dirhams is shown for information. The amount due is calculated by Funduq at the moment you book.
        </p>
        <p>
          Online payments are handled by our payment provider. Funduq never sees or stores your card number.
          Travel agents with an agent account may book without paying online.
        </p>
        <p className="legal-notice">
          <strong>Once payment is completed, the amount paid cannot be refunded.</strong> Please check your
          dates, rooms and guest details before you pay.
        </p>
      </>
    ),
    cancellation: (
      <>
        <p>
          Each hotel sets its own cancellation and refund policy, and that policy applies to your booking.
          Read it on the hotel page before you book. To cancel or change a booking, contact us with your
          reservation number and we will pass your request to the hotel.
        </p>
        <p>
          Whatever a hotel's policy allows, an amount already paid through Funduq cannot be refunded once
          payment is completed.
        </p>
      </>
    ),
    reviews: (
      <>
        <p>
          After your stay you may receive a link by e-mail to rate the hotel. Reviews must be honest, about
          your own stay, and appropriate: no insults, hate, threats, advertising, personal details of other
          people or anything unlawful.
        </p>
        <p>
          We may refuse or remove any review that breaks these rules, without notice. You can delete your own
          reviews at any time.
        </p>
      </>
    ),
    accounts: (
      <>
        <p>
          Every visitor is signed in automatically as a guest. If you create an account, keep your password
          secret: you are responsible for what is done with it. We may suspend an account used for fraud or
          abuse.
        </p>
        <p>You can delete your account at any time; our privacy policy explains what happens to your data.</p>
      </>
    ),
    liability: (
      <>
        <p>
          We take care to show accurate information, but descriptions, photos and facilities are provided by
          the hotels, which are responsible for their services. As far as the law allows, Funduq is not liable
          for a hotel's services or for indirect loss.
        </p>
        <p>Nothing in these terms limits the rights the law gives you and that cannot be excluded.</p>
      </>
    ),
    changes: (
      <p>
        We may update these terms from time to time. The date at the top shows the version in force. A booking
        is governed by the terms in force on the day it was made.
      </p>
    ),
    law: (
      <p>
        These terms are governed by the laws of the Republic of Iraq. Any dispute that cannot be settled
        amicably shall be submitted to the competent courts in Baghdad, Iraq.
      </p>
    ),
    contact: (
      <>
        <p>If you have a question about these terms or a booking, contact us:</p>
        <ul>
          <li>E-mail: {f.email}</li>
          <li>Phone: {f.phones}</li>
          <li>
            Office: <address>{f.address}</address>
          </li>
        </ul>
      </>
    ),
  }
}
