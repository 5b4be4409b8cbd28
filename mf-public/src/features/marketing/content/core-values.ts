/** The About page's core values (spec §2). */
export const CORE_VALUES = [
  {
    title: 'Integrity',
    text: 'We say what things cost — which, for connecting with each other, is nothing. We are honest about what the product does today, we protect the data you trust us with, and we treat clients and freelancers with the same fairness.',
  },
  {
    title: 'Empowerment',
    text: 'Freelancers set their own rates and keep everything they earn; clients choose who they work with and talk to them directly. Our job is to give both sides the information and tools to decide well, then get out of the way.',
  },
  {
    title: 'Innovation',
    text: 'We keep improving how work is found, agreed and delivered — from smarter job posts to hiring assistants — and we test new ideas with our community before we call them finished.',
  },
] as const;
