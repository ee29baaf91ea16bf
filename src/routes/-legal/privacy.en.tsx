import type { LegalBody, LegalFacts } from './legal-page'
import type { PrivacyKey } from './sections'

/** Privacy policy in English: what this product stores, why, how long, and how to ask. */
export function privacyEn(f: LegalFacts): LegalBody<PrivacyKey> {
  return {
    scope: (
      <p>
        This policy explains what the Funduq website and app store about you, why, for how long, and what you
        can do about it. Funduq is operated by Funduq Travel Services FZ-LLC, {f.address}, which is
        responsible for your data.
      </p>
    ),
    account: (
      <>
        <p>When you sign up or edit your profile, we keep:</p>
        <ul>
          <li>your name, e-mail address and phone number;</li>
          <li>your country and city, if you give them;</li>
          <li>a profile image, if you upload one;</li>
          <li>your preferred language and currency.</li>
        </ul>
        <p>
          Your password is never stored as such, only as a one-way hash that cannot be turned back into it.
        </p>
      </>
    ),
    device: (
      <>
        <p>
          Every visitor gets a guest session automatically, so you can search, keep favourites and book before
          signing up. Your browser keeps, in its local storage:
        </p>
        <ul>
          <li>
            <code>auth_info</code>: your session tokens and the basic details of your account, so you stay
            signed in;
          </li>
          <li>
            <code>selectedLanguage</code>: the language you chose;
          </li>
          <li>
            <code>selectedCurrency</code>: the currency you chose for prices.
          </li>
        </ul>
        <p>
          On our server we keep only a one-way hash of each session token, with its expiry. The app also keeps
          pages and images in your browser's cache so that it opens quickly and works offline. We use no
          advertising or tracking cookies.
        </p>
      </>
    ),
    bookings: (
      <ul>
        <li>
          <strong>Favourites</strong>: the hotels you mark, linked to your guest session or account.
        </li>
        <li>
          <strong>Reservations</strong>: the hotel, dates, rooms, guests and prices, and the guest details you
          enter (full name, e-mail, phone, country and arrival time).
        </li>
        <li>
          <strong>Payments</strong>: online payments are handled by our payment provider. We receive and keep
          only a payment reference and its status, never your card number or its security code.
        </li>
      </ul>
    ),
    messages: (
      <ul>
        <li>
          <strong>Contact messages</strong>: the name, e-mail, address and message you send with the contact
          form, your language, and your account if you were signed in. Each message is also e-mailed to our
          support team.
        </li>
        <li>
          <strong>Codes by SMS or e-mail</strong>: the codes we send to confirm your phone number or reset
          your password. We keep only a one-way hash of each code; it expires after 10 minutes.
        </li>
      </ul>
    ),
    logs: (
      <p>
        Our server writes a short technical log of each request (method, page address, result and time taken),
        without your IP address. To stop abuse, such as repeated sign-in attempts or mass messages, we count
        requests per IP address, phone number or e-mail address for a short time. The counter keeps a one-way
        hash, not the address itself, and is discarded when its period ends (one hour at most).
      </p>
    ),
    use: (
      <p>
        We use this data only to run Funduq: to sign you in, show prices in your language and currency, keep
        your favourites, make and manage your bookings with the hotels, answer your messages, send the codes
        you ask for, and protect the service against fraud and abuse. We do not sell your data and we do not
        build advertising profiles.
      </p>
    ),
    sharing: (
      <>
        <p>
          The details of a booking go to the hotel you book, and payment details to the payment provider that
          processes the payment. Text messages and e-mails are delivered by our SMS and e-mail providers.
        </p>
        <p>
          Funduq has no third-party trackers, analytics or advertising scripts, and it loads no fonts, scripts
          or images from other sites: everything comes from our own server.
        </p>
      </>
    ),
    retention: (
      <>
        <p>We keep your data while your account is active.</p>
        <p>
          When you delete your account, we anonymise your personal data at once: your name, e-mail, phone,
          country, city, password and profile image are removed, and your favourites, codes and sessions are
          deleted. Reservations are kept for the hotel's records and because booking and payment records must
          be kept by law.
        </p>
        <p>
          Sign-ups whose phone number is never confirmed are deleted. Guest sessions expire when they are no
          longer used. Contact messages are kept as long as needed to answer you and deal with any follow-up,
          and are deleted on request.
        </p>
      </>
    ),
    rights: (
      <p>
        You can see and correct your account details in your account settings at any time, change your
        language and currency, remove favourites and delete your account. Signing out removes your session
        from the browser, and clearing this site's data in your browser removes everything it keeps. For
        anything else, such as a copy of your data, a correction, or deleting a contact message, write to us:
        we answer within 30 days.
      </p>
    ),
    security: (
      <p>
        Connections to Funduq are encrypted (HTTPS). Passwords, session tokens and codes are stored only as
        hashes, and every request for personal data is checked on the server against the account that owns it.
        Only the staff who need it to help you can see your data.
      </p>
    ),
    changes: (
      <p>
        If we change this policy, we update the date at the top of this page and announce important changes on
        the site.
      </p>
    ),
    contact: (
      <>
        <p>For privacy requests or questions about this policy:</p>
        <ul>
          <li>E-mail: {f.email} (subject "Privacy")</li>
          <li>Phone: {f.phones}</li>
          <li>
            Post: <address>{f.address}</address>
          </li>
        </ul>
      </>
    ),
  }
}
