import type { LegalPage } from './types';

/**
 * The three legal pages (/privacy-policy, /terms-conditions, /disclaimer).
 * Privacy section 7 contains the token "{email}", which the page template replaces with the
 * configured contact address.
 */
export const legalPages: LegalPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaTitle: 'Privacy Policy - Pragya Trust',
    description:
      'What the Pragya Trust website stores about you (accounts, sessions, messages, logs), why, how it is protected and how to access or delete it.',
    effective: '20/8/2025',
    intro:
      'Pragya Trust runs this website to share the teachings of Vedānta, meditation, yoga and Sanskrit. This policy explains what information the site collects, why it does so, how the information is protected and what choices you have.\n\n' +
      'We collect only what the site needs in order to work. We do not sell, rent or trade personal information, we show no advertising, and we do not use analytics or tracking services.',
    sections: [
      {
        heading: '1. Information We Collect',
        body: 'You can read every public page of this site without giving us any personal information. We collect information only in the situations described below.',
        items: [
          {
            name: 'Member accounts',
            text: 'If you create an account, we store your name, your e-mail address and, if you choose one, a username. Your password is never stored as you typed it: we keep only an argon2id hash, from which the password cannot be read back. If you sign in with Google instead, we also store the Google account identifier and the profile picture that Google shares with us. For every account we record whether the e-mail address has been verified, whether two-factor sign-in is switched on, the account’s role, when it was created and when you last signed in.',
          },
          {
            name: 'Sign-in sessions',
            text: 'Each time you sign in, our server keeps a session record linked to your account: when it began and was last used, the kind of browser and device (from what your browser reports) and the network address it came from, which we show you shortened on your Account page. This is what allows a session to end as soon as you sign out, and every session of your account to end when your password is reset. A session lasts at most seven days, and its record is deleted one day after it ends.',
          },
          {
            name: 'One-time codes and links',
            text: 'The codes we e-mail for sign-up and two-factor sign-in, and the links we send to verify an e-mail address or reset a password, are stored only as hashes and work only once. Codes expire after 10 minutes, password-reset links after 1 hour and e-mail verification links after 24 hours; expired ones are deleted within the hour. An account registered but never confirmed is deleted a day after registration.',
          },
          {
            name: 'Passkeys and authenticator apps',
            text: 'If you add a passkey, we keep its public key (which cannot sign anything in on its own), the name you give it and when it was added and last used. If you turn on an authenticator app, we keep its secret encrypted, and your recovery codes only as hashes.',
          },
          {
            name: 'Your account’s history',
            text: 'When something changes how your account is protected or reached (a password set, a second factor turned on, a passkey added, the e-mail address changed), we record what it was, when, and the browser and network address it came from, so that you can see it under “Your data”. It is deleted with your account.',
          },
          {
            name: 'Course interest and news',
            text: 'If you ask to hear when a course opens, or to receive the trust’s news, we keep your e-mail address (and name, if you give it), when you asked and when you confirmed, until you leave the list with the link in every e-mail or delete your account.',
          },
          {
            name: 'Practice journal',
            text: 'If you record sittings and mālā rounds on the Daily Practice page while signed in, we keep each one (the practice, when it began, how long it lasted and your time zone) so that your journal and streaks follow you between devices. They are deleted with your account.',
          },
          {
            name: 'Administrators’ actions',
            text: 'When an administrator of the site handles a message, changes a role or deletes an account, a record is kept of who did it, when, to which account (by its e-mail address) and from which network address. This record cannot be changed and is kept after the account is gone, so that the trust can always see what was done.',
          },
          {
            name: 'Contact messages',
            text: 'When you write to us through the contact form or the Stay Connected form, we store your name, e-mail address, phone number (only if you give one), your message and the time it was sent, and, if you were signed in, the account it was sent from.',
          },
          {
            name: 'Server logs',
            text: 'Our server records the IP address, the time and the requested path of each request. We use these records only to keep the site secure and to limit repeated or abusive requests (rate limiting).',
          },
          {
            name: 'In your browser',
            text: 'A few small cookies and storage entries, listed in section 3, which make signing in and the forms work and keep your practice tools where you left them.',
          },
        ],
      },
      {
        heading: '2. How We Use Information',
        body: 'We use personal information only for the purposes listed here. We do not use it for advertising, and we do not build profiles of visitors.',
        items: [
          {
            text: 'To create and maintain your account, sign you in and keep your sessions secure.',
          },
          {
            text: 'To send the e-mails your account needs: sign-up and sign-in codes, verification and password-reset links, and a notice when your password has been changed.',
          },
          {
            text: 'To read and answer the messages you send us, including requests to hear about courses and events.',
          },
          {
            text: 'To protect the site and its members from misuse, for example by limiting repeated sign-in attempts.',
          },
          { text: 'To meet any obligation that the law places on us.' },
        ],
      },
      {
        heading: '3. Cookies',
        body:
          'This site sets no tracking or advertising cookies, and it uses no analytics or other visitor-tracking service.\n\n' +
          'The site itself sets only the cookies it needs to work:\n\n' +
          '• “pragya-session” (on the secure site “__Host-pragya-session”): shows our server that you are signed in, so that your pages arrive already showing your account. It holds a random sign-in token, cannot be read by scripts, lasts at most seven days and is removed when you sign out.\n' +
          '• “pragya-form”: proves that a form was sent from a page of this site and not from another website. It holds only the value “1” and lasts a year.\n' +
          '• “pragya-device”: set when you sign in; it lets this browser keep signing in to your account while strangers who try wrong passwords elsewhere are made to wait. It holds a random value with a signature, names nobody that others can read, and lasts a year.\n' +
          '• “pragya-webauthn”: holds a passkey sign-in’s one-time challenge for five minutes while you use a passkey, then is removed.\n' +
          '• “pragya_google”: holds a Google sign-in in progress for at most ten minutes, sent only to the sign-in’s own addresses.\n\n' +
          'Your browser’s local storage keeps “token” and “user” (your sign-in and a copy of your name, e-mail address and picture, so that the site can show them) until you sign out, and “pragya:mala” and “pragya:timer” (the mālā counter’s count, and the meditation timer’s settings and a sitting under way) until you clear them. The Daily Practice page keeps sittings you record in your browser’s IndexedDB database “pragya-practice” until they reach your account, or on your device only if you are not signed in. The site’s service worker keeps copies of its own files and of the reading pages you open, so that they work offline; the copies of pages are deleted when you sign out.\n\n' +
          'You can remove all of this at any time by clearing this site’s data in your browser; you will then simply be signed out, and practice sessions not yet sent to your account are lost.\n\n' +
          'If you choose to sign in with Google or to play an embedded YouTube video, those services may set their own cookies under their own policies (see section 4).',
      },
      {
        heading: '4. Third-Party Services',
        body: 'No payments are taken on this site, so no payment gateway receives your details. Other services are involved only as described here.',
        items: [
          {
            name: 'Google sign-in',
            text: 'Used only if you choose “Continue with Google”. Google then handles the sign-in and shares your name, e-mail address, account identifier and profile picture with us. Google’s privacy policy applies to what happens on Google’s pages.',
          },
          {
            name: 'YouTube videos',
            text: 'Course videos are embedded in YouTube’s privacy-enhanced mode and load only when you click play; until then, nothing is requested from YouTube. Once you play a video, YouTube’s privacy policy applies.',
          },
          {
            name: 'Outbound links',
            text: 'Links to our YouTube channel and playlists, our Facebook and Instagram pages and Google Maps take you to those sites, which have their own privacy policies. Following a link does not give us any information from them.',
          },
          {
            name: 'E-mail',
            text: 'Codes, links and our replies reach you by e-mail, and contact messages are forwarded to the trust’s mailbox, so they pass through the mail servers that deliver them.',
          },
        ],
      },
      {
        heading: '5. Data Security',
        body: 'We protect the information we hold with care proportionate to what it is:',
        items: [
          {
            text: 'Passwords are stored only as argon2id hashes, and one-time codes and links only as hashes.',
          },
          {
            text: 'Codes and links expire quickly and work once; repeated wrong codes and excessive requests are blocked.',
          },
          {
            text: 'Sessions are checked by the server on every signed-in request and end at once when you sign out or reset your password.',
          },
          { text: 'The site is served over an encrypted connection (HTTPS).' },
          {
            text: 'Access to stored data is limited to the people who run the site on the trust’s behalf.',
          },
        ],
      },
      {
        heading: '6. Your Rights',
        body:
          'You have the following rights over your personal information. They are in keeping with India’s Digital Personal Data Protection Act, 2023, which recognises the right to information about one’s personal data, to its correction and erasure, to withdraw consent and to have grievances addressed.\n\n' +
          'If you have an account, you can download your data and delete your account yourself on your Account page. To use any other right, or if you have no account, write to us at the address in section 7. We may ask you to confirm that the account is yours before we act.',
        items: [
          {
            name: 'Access',
            text: 'Ask what personal information we hold about you and receive a copy of it. Members can download a copy themselves at any time, as a file, under “Your data” on their Account page.',
          },
          {
            name: 'Correction',
            text: 'Ask us to correct information that is inaccurate or incomplete.',
          },
          {
            name: 'Deletion',
            text: 'Members can delete their account themselves under “Your data” on their Account page, after confirming that it is them and typing their e-mail address. The account is removed at once, with everything linked to it: profile, sessions, sign-in methods, messages and history; every device is signed out, and we send a last e-mail to confirm. If you have no account, for example because you only wrote to us, write to us at the address in section 7 to have your information deleted. We will do so unless the law requires us to keep something.',
          },
          {
            name: 'Withdrawal',
            text: 'Withdraw a consent you have given, for example by asking us to stop writing to you about courses and events. Withdrawing consent to keep an account means closing it.',
          },
        ],
      },
      {
        heading: '7. Contact Us',
        body:
          'For any question about this policy or about your personal information, or to use any of the rights above, please write to Pragya Trust at {email}. Our address is Karaundi, Varanasi, Uttar Pradesh, India.\n\n' +
          'We may update this policy when the site changes. The effective date at the top of this page shows which version is current.',
      },
    ],
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    metaTitle: 'Terms & Conditions - Pragya Trust',
    description:
      'The terms for using the Pragya Trust website and its teaching materials: personal, non-commercial use, ownership of content and the laws of India.',
    effective: '20/8/2025',
    intro:
      'These terms govern your use of the Pragya Trust website. By using the site, or by creating an account on it, you agree to them. If you do not agree, please do not use the site.',
    sections: [
      {
        heading: '1. Use of Website',
        body:
          'The site and its teaching materials are offered for your personal, non-commercial study and practice.\n\n' +
          'If you create an account, please give accurate details and keep your password to yourself; you are responsible for what is done through your account. Do not misuse the site: do not try to gain access to accounts or systems that are not yours, disrupt or overload the site, collect its content or its members’ details by automated means, or send unlawful, abusive or unsolicited messages through its forms. We may suspend or close an account that breaks these terms.',
      },
      {
        heading: '2. Intellectual Property',
        body:
          'The texts, lectures, recordings, images, logo and design of this site belong to Pragya Trust or are used with permission. The classical scriptures belong to the tradition; our translations, explanations and recordings of them are the trust’s work.\n\n' +
          'You are welcome to read, watch and listen, to share links to our pages, and to quote short passages for personal study or review with credit to Pragya Trust. Please do not copy, republish, sell or redistribute our material, in whole or in substantial part, without our written permission.',
      },
      {
        heading: '3. Accuracy of Information',
        body:
          'We take care to present the teachings and the details of our courses accurately. Translations and explanations are offered as understanding within the tradition, and other teachers may explain a text differently. Course dates, durations, formats and other details may change.\n\n' +
          'We do not guarantee that everything on the site is complete, current or free of error. If you find a mistake, we would be grateful to hear of it.',
      },
      {
        heading: '4. Liability',
        body:
          'The site is provided as it is and as available. To the extent the law allows, Pragya Trust is not liable for any indirect or consequential loss arising from your use of the site, or from being unable to use it. Nothing in these terms limits any liability that cannot be limited under the law.\n\n' +
          'Spiritual and physical practices are undertaken at your own discretion; please read our Disclaimer before you begin them.',
      },
      {
        heading: '5. External Links',
        body: 'The site links to services that Pragya Trust does not control, such as YouTube, Facebook, Instagram, Google Maps and Google sign-in. We are not responsible for their content or their practices, and their own terms and policies apply when you use them.',
      },
      {
        heading: '6. Changes to Terms',
        body: 'We may update these terms from time to time, and we may change or withdraw parts of the site. The effective date at the top of this page shows the current version. By continuing to use the site after a change, you accept the updated terms.',
      },
      {
        heading: '7. Governing Law',
        body: 'These terms are governed by the laws of India. Any dispute arising from them, or from your use of the site, falls under the exclusive jurisdiction of the courts at Varanasi, Uttar Pradesh. Before going to court, please write to us, so that we can try to resolve the matter together.',
      },
    ],
  },
  {
    slug: 'disclaimer',
    title: 'Expanded Disclaimer',
    metaTitle: 'Disclaimer - Pragya Trust',
    description:
      'What the teachings and practices on the Pragya Trust website are meant for: education and spiritual growth, not medical advice, with no guaranteed results.',
    intro:
      'Please read this disclaimer before using the teachings, practices and materials offered on this website or in our courses. It explains what our content is meant to be, and what it is not.',
    sections: [
      {
        heading: 'General Disclaimer',
        body: 'The content of this site is offered in good faith for general educational and spiritual purposes. It is not professional advice of any kind, whether medical, psychological, legal or financial, and should not be relied on as such.',
      },
      {
        heading: 'Spiritual & Educational Content',
        body:
          'Our teachings draw on Vedānta, Yoga, Tantra Āgama and the wider tradition of Sanātana Dharma, and they are presented as they are understood within the Advaita tradition. Other schools and teachers may read the same texts differently.\n\n' +
          'The tradition itself asks the student to reflect (manana) rather than accept blindly. Please weigh what you read here with your own understanding and, wherever possible, study under the guidance of a qualified teacher.',
      },
      {
        heading: 'Health & Wellness Disclaimer',
        body:
          'Meditation, prāṇāyāma, yoga postures, fasting and pilgrimage can be demanding for body and mind. Nothing on this site replaces diagnosis, treatment or care from a doctor or a mental-health professional, and no practice described here should be used in place of treatment you have been prescribed.\n\n' +
          'Please consult a doctor before beginning, especially if you are pregnant or have a heart condition, high or low blood pressure, epilepsy, a recent injury or surgery, or a mental-health condition. Vigorous breathing practices call for particular care. Stop at once if you feel dizziness, pain or distress, and seek advice.',
      },
      {
        heading: 'No Guarantee of Results',
        body: 'Inner growth depends on many things: sincerity, steady practice, temperament, circumstances and grace. We cannot promise any particular experience, state or outcome. Where the site speaks of benefits, it describes what the tradition and its practitioners report, not a guarantee.',
      },
      {
        heading: 'Limitation of Liability',
        body: 'To the fullest extent permitted by law, Pragya Trust, its teachers and its volunteers are not liable for any injury, loss or damage arising from the use of this site or its materials, or from practising what is described here. You remain responsible for your own choices and well-being.',
      },
      {
        heading: 'Third-Party Links & References',
        body: 'The site links to other websites, such as YouTube, social media pages and map services, and refers to books and teachers outside the trust. We offer these for your convenience and study; we do not control them and are not responsible for their content, and a link or reference does not mean that we endorse everything they contain.',
      },
    ],
    highlight: {
      heading: 'Use at Own Risk',
      body: 'You use this website and follow its practices at your own discretion and risk. Go gently, listen to your body and mind, and seek the guidance of a qualified teacher and, where needed, a medical professional. If you are unsure whether a practice is suitable for you, please write to us before you begin.',
    },
  },
];

/** The legal page with this slug, or undefined. */
export function findLegalPage(slug: string): LegalPage | undefined {
  return legalPages.find((page) => page.slug === slug);
}
