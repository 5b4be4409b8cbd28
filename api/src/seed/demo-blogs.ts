import type { BlogInput } from '../repositories/blogs';

/**
 * A demo post and its own cover picture (issue 36: not one placeholder for all): a file of
 * BLOG_COVERS_DIR, stored at seed time like an admin's upload, whose URL becomes the post's image.
 */
export interface DemoBlog extends Omit<BlogInput, 'image'> {
  cover: string;
}

/** Demo posts, oldest first (seeded a day apart so "newest first" is visible). */
export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'How to Price Your Freelance Work Without Underselling Yourself',
    description:
      'Hourly, daily or per project? A practical way to set rates that cover your costs, reflect your value and still win clients.',
    cover: 'pricing.png',
    content: [
      {
        subheading: 'Start from what you need, not from what others charge',
        text: 'Add up a year of costs: rent, equipment, software, insurance, taxes, retirement savings and the time off you want. Divide by the hours you can realistically bill, which is rarely more than 60 percent of your working hours once you count sales, admin and learning. The result is your floor, the rate below which every project loses you money.',
      },
      {
        subheading: 'Price the outcome when the outcome is clear',
        text: 'When a client can describe the result ("a landing page that collects sign-ups", "a logo and a one-page brand guide"), a fixed project price usually serves both sides better than an hourly rate. You are rewarded for working efficiently, and the client knows the cost up front. Protect yourself with a written scope and a fixed number of revision rounds.',
      },
      {
        subheading: 'Raise your rates on purpose',
        text: 'Review your rates every six months. New clients get the new rate straight away; existing clients get a friendly note one or two months ahead. If nobody ever pushes back on your price, it is almost certainly too low.',
      },
      {
        subheading: 'Keep everything you earn',
        text: 'Platform commissions of 10 to 20 percent quietly eat into every invoice. On Freelane, clients and freelancers connect directly with no commission, so the rate you agree is the rate you keep.',
      },
    ],
  },
  {
    title: 'Writing Proposals That Clients Actually Read',
    description:
      'Most proposals are skimmed in seconds. Here is a simple structure that shows you understood the job and makes saying yes easy.',
    cover: 'proposals.png',
    content: [
      {
        subheading: 'Open with their problem, not your biography',
        text: 'The first two lines decide whether the rest is read. Restate the client\'s goal in your own words and name the one thing that will matter most for it. "You need your checkout to work on mobile before the holiday sale" beats "I am a passionate developer with ten years of experience".',
      },
      {
        subheading: 'Show one relevant example',
        text: 'One piece of work that closely matches the job is more convincing than a long portfolio list. Link it, and say in a sentence what you did and what changed for that client.',
      },
      {
        subheading: 'Make the next step small',
        text: 'End with a concrete plan and a question that is easy to answer: "I would start with a 30-minute call to review your current checkout. Does Tuesday or Wednesday suit you?" Clients hire people who make decisions feel simple.',
      },
    ],
  },
  {
    title: 'Five Habits of Freelancers Who Never Miss a Deadline',
    description:
      'Reliability is the most underrated freelance skill. These habits keep projects on schedule and clients coming back.',
    cover: 'deadlines.png',
    content: [
      {
        subheading: 'Break every project into visible milestones',
        text: 'A deadline three weeks away is easy to ignore; a milestone due on Friday is not. Split each project into pieces of a few days, share them with the client and tick them off in the open. Slippage shows early, while there is still time to fix it.',
      },
      {
        subheading: 'Add a buffer you never announce',
        text: 'Estimate honestly, then add 20 to 30 percent before you quote a date. Unexpected feedback rounds, sick days and software surprises are normal, not exceptions. Delivering a day early builds more trust than any promise.',
      },
      {
        subheading: 'Say no before you are overloaded',
        text: 'Keep a simple capacity plan: the hours each active project needs per week. When a new request would push you past your limit, propose a later start date instead of squeezing it in.',
      },
      {
        subheading: 'Report bad news early',
        text: 'If a milestone is at risk, tell the client the moment you know, together with a plan. Clients forgive delays they hear about early; they rarely forgive surprises on the due date.',
      },
    ],
  },
  {
    title: "A Client's Guide to Hiring Your First Freelancer",
    description:
      'Hiring a freelancer for the first time? How to write a clear job post, compare applicants and start the collaboration well.',
    cover: 'hiring.png',
    content: [
      {
        subheading: 'Write the job post around the result',
        text: 'Describe what "done" looks like, who will use it and by when. Add your budget range: good freelancers skip posts without one, because it signals a long negotiation. List the skills that are truly required and keep the nice-to-haves separate.',
      },
      {
        subheading: 'Compare applicants on evidence',
        text: 'Look for work that resembles your project, clear communication in the proposal and specific questions about your needs. A short paid test task of two or three hours tells you more than any interview.',
      },
      {
        subheading: 'Start with a kickoff, not just a brief',
        text: 'A 30-minute call at the start aligns expectations on scope, feedback rounds, communication channels and milestones. Write the outcome down and share it: it becomes the reference when questions come up later.',
      },
    ],
  },
  {
    title: 'Building a Portfolio When You Are Just Starting Out',
    description:
      'No clients yet means no portfolio, and no portfolio means no clients. Here is how to break that loop in a few weeks.',
    cover: 'portfolio.png',
    content: [
      {
        subheading: 'Create the projects you want to be hired for',
        text: 'Pick two or three realistic briefs in the niche you want to work in, for example redesigning the booking page of a local business, and complete them as if they were paid work. Document the problem, your process and the result.',
      },
      {
        subheading: 'Show your thinking, not only the final image',
        text: 'Clients hire people who solve problems. Include sketches, the options you rejected and why, and what you would measure after launch. A case study with three good paragraphs beats ten unexplained screenshots.',
      },
      {
        subheading: 'Turn your first real projects into case studies',
        text: 'Ask every early client for permission to show the work and for one or two sentences of feedback. After three or four real projects, replace your practice pieces with them.',
      },
    ],
  },
  {
    title: 'Why Community Matters for Independent Professionals',
    description:
      'Freelancing can be lonely. A good community brings referrals, feedback and the confidence to take on bigger projects.',
    cover: 'community.png',
    content: [
      {
        subheading: 'Referrals come from peers as much as from clients',
        text: 'Freelancers pass on work they cannot take: a project that is too big, outside their skills or arriving at a busy time. Being known and trusted by other freelancers is one of the most reliable sources of new clients.',
      },
      {
        subheading: 'Feedback makes your work better faster',
        text: "Sharing a draft with a few peers before it goes to the client catches mistakes and sharpens ideas. In return, reviewing other people's work trains your own eye.",
      },
      {
        subheading: 'Learning together keeps you current',
        text: 'Tools and client expectations change quickly. Workshops, mentorship and simple knowledge swaps inside a community keep your skills up to date without expensive courses. That is why Freelane pairs its marketplace with a blog, mentorship and an open community group.',
      },
    ],
  },
];
