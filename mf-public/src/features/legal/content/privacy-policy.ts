import { LEGAL_CONTACT_EMAIL, LEGAL_LAST_UPDATED, type LegalDocumentContent } from './legal-document';

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'This policy explains what information Freelane collects when you use our website and marketplace, why we collect it, how long we keep it and the choices you have. We collect only what we need to run the service, and we do not sell your personal information.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: [
        'We collect information you give us and a small amount of information that is created when you use Freelane:',
        {
          list: [
            'Account information: your full name, e-mail address, username, the role you choose (client or freelancer) and your password, which we store only as a one-way hash.',
            'Profile information you choose to add: a profile photo, professional title, languages, bio, skills and a resume.',
            'Marketplace activity: jobs you post, proposals you send, messages you exchange, files you deliver and the notifications we send you about them.',
            'Sign-in with Google: if you use it, we receive your name, e-mail address and profile picture from Google. We never receive your Google password.',
            'Newsletter: the e-mail address you give us when you sign up for updates.',
            'Technical information: your IP address, browser type and the time of requests, recorded in server logs to keep the service secure and working.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      body: [
        {
          list: [
            'To create and secure your account and keep you signed in.',
            'To show your profile to other members and connect clients with freelancers.',
            'To deliver messages, files and notifications between the people working together.',
            'To send service e-mails such as account verification and password resets, and the newsletter if you asked for it.',
            'To detect abuse, fraud and security problems, and to comply with the law.',
          ],
        },
        'We do not use your information for advertising, and we do not sell or rent it to anyone.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and Local Storage',
      body: [
        'Freelane uses a small number of strictly necessary cookies. A session cookie keeps you signed in; it cannot be read by scripts on the page and expires when your session ends or you log out. A security cookie protects your account against cross-site request forgery.',
        'Your browser also keeps a copy of your basic profile in local storage so pages load quickly; it is removed when you log out. We do not use advertising or third-party tracking cookies. If you block cookies, you can still read public pages, but you will not be able to sign in.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      body: [
        'Your public profile is visible to other members. Messages and files are shared only with the people in the conversation or project. We share information with service providers who host our servers or send our e-mail, only as far as they need it to do that work, and we may disclose information when the law requires it or to protect our members from harm.',
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      body: [
        'We keep your account information for as long as your account is open. Jobs, proposals and messages are kept while your account exists so that both parties to a project keep an accurate record. Server logs are kept only as long as they are needed for security and troubleshooting. When you delete your account we delete or anonymise your personal information within 30 days, except where the law requires us to keep a record for longer, such as for tax or dispute purposes.',
      ],
    },
    {
      id: 'data-deletion',
      heading: 'Deleting Your Data',
      body: [
        `You can edit or remove most profile information at any time from your profile page. To delete your account and the personal information attached to it, e-mail ${LEGAL_CONTACT_EMAIL} from the address registered on your account. We will confirm the request and complete it within 30 days. Messages you sent to other members may remain visible to them, but they will no longer be linked to your profile.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      body: [
        'We protect your information with encrypted connections, hashed passwords, sessions that end when you log out or change your password, and limits on repeated sign-in attempts. No online service can be perfectly secure, so please use a strong, unique password and tell us straight away if you think your account has been misused.',
      ],
    },
    {
      id: 'children',
      heading: "Children's Privacy",
      body: [
        `Freelane is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us personal information, contact us at ${LEGAL_CONTACT_EMAIL} and we will delete it. Our Terms and Conditions require every member to be at least 18 years old.`,
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your Choices and Rights',
      body: [
        'You can ask us for a copy of the personal information we hold about you, ask us to correct it or delete it, and unsubscribe from the newsletter at any time using the link in every issue. We will answer requests within 30 days.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      body: [
        'We may update this policy as Freelane grows. When we do, we will change the date at the top of this page, and if the change is significant we will tell you by e-mail or with a notice on the site before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: [`Questions about this policy or your information? Write to us at ${LEGAL_CONTACT_EMAIL}.`],
    },
  ],
};
