/** The three promises Freelane makes (spec §1), shared by the home and offerings pages. */
export interface Offering {
  title: string;
  summary: string;
  details: string[];
}

export const OFFERINGS: readonly Offering[] = [
  {
    title: 'No Commission',
    summary:
      'Clients and freelancers deal directly. We take no cut of what you agree, and there are no hidden fees on the connections you make here.',
    details: [
      'Freelancers keep the full amount of every project they win.',
      'Clients pay for the work, not for a middleman.',
      'Prices are agreed between the two people doing the deal — nobody else.',
    ],
  },
  {
    title: 'Community Engagement',
    summary:
      'Freelancing does not have to be lonely. Ask questions, share feedback and meet other people building independent careers.',
    details: [
      'Discussion and feedback from people who do the same work as you.',
      'An open community group anyone can join, even before signing up.',
      'Product decisions shaped by what members tell us.',
    ],
  },
  {
    title: 'Interactive Learning',
    summary: 'Grow while you work. Our blog, mentorship and workshops cover the skills that win and keep clients.',
    details: [
      'Practical articles on pricing, proposals, delivery and hiring.',
      'Mentorship from experienced freelancers who have been where you are.',
      'Workshops that turn advice into habits you can use on your next project.',
    ],
  },
];
