import type { ChatMessage, ChatPerson, CurrentUser, ProjectBrief, PublicUser } from '@freelane/shared/contracts';

let sequence = 0;

/** A valid id (the API's ids are UUIDs). */
export function nextId(): string {
  sequence += 1;
  return `0c0c0c0c-4b5d-4c6e-8f90-${String(sequence).padStart(12, '0')}`;
}

/** The other person of a conversation as chat shows them. */
export function buildPerson(overrides: Partial<ChatPerson> = {}): ChatPerson {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    fullName: `Person ${sequence}`,
    username: `person${sequence}`,
    role: 'freelancer',
    profile: { profilePhoto: null, professionalTitle: null },
    projectCompleted: 0,
    ...overrides,
  };
}

/** The signed-in user seen as a chat person. */
export function personOf(user: CurrentUser): ChatPerson {
  return {
    _id: user._id,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    profile: { profilePhoto: user.profile.profilePhoto, professionalTitle: user.profile.professionalTitle },
    projectCompleted: user.projectCompleted,
  };
}

/** A freelancer as the suggested-freelancers call lists them. */
export function buildPublicFreelancer(overrides: Partial<PublicUser> = {}): PublicUser {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    fullName: `Freelancer ${sequence}`,
    username: `freelancer${sequence}`,
    role: 'freelancer',
    profile: { profilePhoto: null, bio: null, languages: [], professionalTitle: 'Web developer', hourlyRate: null, location: null },
    skillProfile: { category: null, subCategory: [], uspSkill: [] },
    projectCompleted: 0,
    memberSince: '2026-01-01T00:00:00.000Z',
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

interface MessageParts {
  from: string;
  to: string;
  seq: number;
  conversationId: string;
  text?: string;
  createdAt?: string;
}

export function buildMessage(
  { from, to, seq, conversationId, text = `Message ${seq}`, createdAt }: MessageParts,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    _id: nextId(),
    conversationId,
    seq,
    sendersId: from,
    receiversId: to,
    message: text,
    clientMessageId: null,
    attachments: [],
    projectBrief: [],
    isDeleted: false,
    aboutJob: null,
    createdAt: createdAt ?? new Date(Date.now() - (1000 - seq) * 1000).toISOString(),
    ...overrides,
  };
}

export function buildBrief(
  parts: { senderId: string; recipientId: string; clientId: string; freelancerId: string },
  overrides: Partial<ProjectBrief> = {},
): ProjectBrief {
  const now = new Date().toISOString();
  return {
    _id: nextId(),
    title: 'Landing page redesign',
    description: 'Redesign our landing page so it converts better on phones and loads fast.',
    delivarables: 'Figma file and a responsive HTML page.',
    salary: 1200,
    duration: '2week',
    budgetType: 'fixed',
    status: 'specific',
    jobId: null,
    declineReason: null,
    createdAt: now,
    updatedAt: now,
    ...parts,
    ...overrides,
  };
}
