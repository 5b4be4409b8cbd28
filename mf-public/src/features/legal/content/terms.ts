import { LEGAL_CONTACT_EMAIL, LEGAL_LAST_UPDATED, type LegalDocumentContent } from './legal-document';

export const TERMS_AND_CONDITIONS: LegalDocumentContent = {
  title: 'Terms and Conditions',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'These terms are the agreement between you and Freelane when you use our website and marketplace. Please read them carefully: by creating an account or using Freelane you agree to them. If you do not agree, please do not use the service.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      body: [
        'You must be at least 18 years old and able to enter into a binding contract to create an account or use the marketplace. If you use Freelane on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it.',
      ],
    },
    {
      id: 'account-duties',
      heading: 'Your Account',
      body: [
        {
          list: [
            'Give accurate, current information when you sign up and keep it up to date.',
            'Keep your password secret and do not share your account; you are responsible for what happens under it.',
            'Do not create an account for someone else or under a false identity.',
            `Tell us straight away at ${LEGAL_CONTACT_EMAIL} if you think someone else has used your account.`,
          ],
        },
        'We may suspend or close an account that breaks these terms, or puts other members at risk, and we will tell you why where the law allows.',
      ],
    },
    {
      id: 'marketplace',
      heading: 'How the Marketplace Works',
      body: [
        'Freelane lets clients and freelancers find each other and work together directly. We do not charge commission on the connections you make. Any contract for work is between the client and the freelancer; Freelane is not a party to it, does not employ freelancers and does not guarantee the quality, timing or payment of any project.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Media Services',
      body: [
        'Freelane links to and works with services run by others, such as Google sign-in, our community group on social media and websites mentioned in blog posts. Those services have their own terms and privacy policies, which apply when you use them. We are not responsible for their content, availability or practices.',
      ],
    },
    {
      id: 'data-use',
      heading: 'Use of Your Data',
      body: [
        'We handle your personal information as described in our Privacy Policy. You allow us to store and display the content you add to Freelane — your profile, job posts, proposals and messages — so that the service can work, including showing your profile to other members.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      body: [
        'The Freelane name, logo, website design and software belong to Freelane and may not be copied or used without our written permission. You keep ownership of the content you post. Ownership of work created for a project is decided by the client and the freelancer in their own agreement; unless they agree otherwise, rights pass to the client once the work has been paid for in full.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Acceptable Conduct',
      body: [
        'When you use Freelane you agree not to:',
        {
          list: [
            'post false, misleading or fraudulent jobs, profiles or proposals;',
            'harass, threaten or discriminate against other members;',
            'upload content that is illegal or that infringes someone else’s rights, or files containing malware;',
            'collect other members’ data, send spam or use automated tools to access the service without our permission;',
            'try to get around our security or disrupt the service for others.',
          ],
        },
      ],
    },
    {
      id: 'arbitration',
      heading: 'Dispute Resolution and Arbitration',
      body: [
        `If you have a dispute with Freelane, please contact us first at ${LEGAL_CONTACT_EMAIL}; most problems can be solved quickly that way. Any dispute that cannot be resolved within 30 days will be settled by binding arbitration under the Arbitration and Conciliation Act, 1996 of India, by a sole arbitrator appointed in accordance with that Act. The arbitration will be held in India and conducted in English, and the award will be final and binding on both parties.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      body: [
        'Freelane is provided "as is" and "as available". To the fullest extent the law allows, Freelane is not liable for indirect or consequential losses, lost profits or lost data, or for the acts, omissions, work or payments of clients and freelancers. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      body: [
        'We may update these terms from time to time. We will change the date at the top of this page and, for significant changes, tell you by e-mail or with a notice on the site before they take effect. If you keep using Freelane after that, you accept the updated terms.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      body: [
        'These terms are governed by the laws of India. Subject to the arbitration section above, the courts of India have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: [`Questions about these terms? Write to us at ${LEGAL_CONTACT_EMAIL}.`],
    },
  ],
};
