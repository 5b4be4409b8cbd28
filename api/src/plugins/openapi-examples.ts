import { sample } from 'openapi-sampler';
import { FILES_PATH } from '@freelane/shared/contracts';

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const A_FILE = `${FILES_PATH}/3f2a8c1e-7b4d-4e9a-9c61-2d5f8e0b7a14`;
const A_MOMENT = '2026-03-14T09:30:00.000Z';
/** A deadline a new job may have: dates in the past are refused, so it is counted from today. */
const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * Examples for the plain-string fields of the API reference, by field name, so a name reads the same
 * in every request and answer. Fields with a format (ids, e-mails), an enum or an example of their
 * own on the contract do not need one. Each value must pass every contract that uses the name (the
 * OpenAPI test parses every example with its route's contract).
 */
const FIELD_EXAMPLES: Record<string, string | (() => string)> = {
  answer: 'NVDA on Windows and VoiceOver on macOS and iOS.',
  applicationDeadline: inThirtyDays,
  bio: 'Front-end developer who builds fast, accessible pages for small businesses.',
  budgetType: 'fixed',
  cannotWriteReason: 'The review window closed on 28 March.',
  category: 'Web Development',
  clientMessageId: '0b6f3c9e-54a1-4f7d-8e2b-6a1d9c3f5e70',
  clientReason: 'The delivered pages do not match the agreed design.',
  comment: 'Clear brief, quick answers and paid on time.',
  communityUrl: 'https://community.freelane.example',
  coverLetter:
    'I have built twelve landing pages for bakeries and cafés in the last two years, each one tested with a ' +
    'screen reader and on a slow phone before hand-over. I can start on Monday.',
  currentPassword: 'Old-Passw0rd-2026',
  currentProfession: 'Engineering manager',
  date: A_MOMENT,
  declineReason: 'We are looking for mentors with five or more years of experience.',
  decisionReason: 'The work matched the brief; the client is refunded the late-delivery part.',
  delivarables: 'A responsive landing page, its source code and a short hand-over video.',
  description:
    'A landing page for a neighbourhood bakery: menu, opening hours and an order form, fast on a phone and usable ' +
    'with the keyboard alone.',
  detail: 'The proposal links to a portfolio.',
  email: 'ada@example.com',
  // A Web Push subscription as Chrome's push service (FCM) hands it out, with its keys (RFC 8291).
  endpoint: 'https://fcm.googleapis.com/fcm/send/eXaMpLe-SuBsCrIpTiOn:APA91bH2kq0',
  auth: 'tBHItJI5svbpez7KI4CCXg',
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  freelancerReason: 'The client asked for three extra pages that were not in the brief.',
  fullName: 'Ada Lovelace',
  image: A_FILE,
  jobTitle: 'Landing page for a bakery',
  label: 'Portfolio link required',
  languages: 'English',
  link: '/myJobs',
  location: 'Lisbon, Portugal',
  linkedin: 'https://www.linkedin.com/in/ada-lovelace',
  message: 'Done.',
  month: '2026-03',
  name: 'Accessibility first',
  note: 'Please include the source files.',
  packageName: 'Accessibility first',
  password: 'Correct-Horse-Battery-9',
  pendingEmail: 'ada.new@example.com',
  portfolio: 'https://ada.example.com/work',
  preview: 'Thanks, the first draft is ready for review.',
  professionalBio:
    'Fifteen years of building and leading web teams; I mentor developers moving from junior to senior roles.',
  professionalTitle: 'Front-end developer',
  profilePhoto: A_FILE,
  q: 'landing page',
  question: 'Which screen readers do you test your pages with?',
  questionsForClient: 'Do you already have the photos and the menu text?',
  reason: 'The delivered pages do not match the agreed design.',
  reference: 'FL-2026-000123',
  reply: 'Thank you, it was a pleasure to work on.',
  resume: A_FILE,
  resumeOriginalName: 'ada-lovelace-resume.pdf',
  reviewChanges: 'Please make the order form work without JavaScript.',
  search: 'react',
  service: 'Landing page for a bakery',
  skills: 'React',
  status: 'progress',
  subCategory: 'Front-end',
  subheading: 'Start with the content',
  text: 'Thanks, the first draft is ready for review.',
  title: 'Landing page for a bakery',
  token: 'dG9rZW4tZm9yLXRoZS1saW5rLWluLXRoZS1tYWls',
  type: 'newMessage',
  url: A_FILE,
  username: 'ada_lovelace',
  uspSkill: 'Accessibility audits',
  yourApproach: 'Content first, then layout, then a keyboard and screen-reader pass before hand-over.',
};

/** Examples for number fields by name; other counts get a small one within their bounds. */
const NUMBER_EXAMPLES: Record<string, number> = {
  agreedPrice: 640,
  amount: 640,
  assistantFees: 120,
  assistantFeesEarned: 120,
  average: 4.8,
  communication: 5,
  earnedThisMonth: 1_280,
  fee: 40,
  hourlyRate: 45,
  limit: 20,
  overall: 5,
  page: 1,
  pendingAmount: 640,
  pendingEarnings: 640,
  quality: 5,
  salary: 640,
  score: 80,
  size: 48_213,
  timeliness: 5,
  total: 42,
  totalEarned: 4_200,
  totalPages: 3,
  yourBid: 600,
};
const SOME_COUNT = 3;

/** Names of moments (createdAt, hiredAt, …) and deadlines that are not dates only. */
const MOMENT_NAME = /(At|ReviewDeadline|Since)$/;

const typesOf = (schema: JsonSchema) => [schema.type].flat();
const hasOwnValue = (schema: JsonSchema) =>
  ['examples', 'example', 'enum', 'const', 'format', 'default'].some((key) => key in schema);

function fieldExample(schema: JsonSchema, name: string | undefined): unknown {
  if (!name || hasOwnValue(schema)) return undefined;
  if (typesOf(schema).includes('string')) {
    const example = FIELD_EXAMPLES[name];
    if (example !== undefined) return typeof example === 'function' ? example() : example;
    return MOMENT_NAME.test(name) ? A_MOMENT : undefined;
  }
  if (typesOf(schema).some((type) => type === 'number' || type === 'integer')) {
    // Without this the sampler answers a bare integer's bound, -9007199254740991.
    const wanted = NUMBER_EXAMPLES[name] ?? SOME_COUNT;
    const minimum = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const maximum = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    return Math.min(Math.max(wanted, minimum), maximum);
  }
  return undefined;
}

/**
 * A copy of `schema` in which each plain string or number field has the example its name gives.
 * Array items take their array's name (`skills: ['React']`).
 */
function withFieldExamples(schema: unknown, name?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withFieldExamples(item, name));
  if (!isSchema(schema)) return schema;
  const copy: JsonSchema = { ...schema };
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, property]) => [key, withFieldExamples(property, key)]),
    );
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties'] as const) {
    if (key in copy) copy[key] = withFieldExamples(copy[key], name);
  }
  const example = fieldExample(copy, name);
  return example === undefined ? copy : { ...copy, examples: [example] };
}

/**
 * The schema with an example: its own (set with `.meta({ examples })` on the contract), else one
 * openapi-sampler composes from its fields' examples, formats, enums and defaults.
 */
export function withExample(schema: unknown, name?: string): unknown {
  const described = withFieldExamples(schema, name);
  if (!isSchema(described) || Array.isArray(described.examples)) return described;
  return { ...described, examples: [sample(described, { quiet: true })] };
}

/** Examples for a path's parameters or a query: each property gets one, shown in the parameter list. */
export function withPropertyExamples(schema: unknown): unknown {
  if (!isSchema(schema) || !isSchema(schema.properties)) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, withExample(property, name)]),
  );
  return { ...schema, properties };
}
