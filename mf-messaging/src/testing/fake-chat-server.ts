import { HttpResponse } from 'msw';
import {
  MESSAGES_PAGE_SIZE,
  type ChatActiveJob,
  type ChatContact,
  type ChatMessage,
  type ChatPerson,
  type CurrentUser,
  type GetMessagesResponse,
  type ProjectBrief,
  type ProjectBriefBody,
  type PublicUser,
  urlOf,
} from '@freelane/shared/contracts';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { mockEndpoint, server } from '@freelane/shared/testing';
import { buildBrief, buildMessage, nextId, personOf } from './builders';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

interface Conversation {
  conversationId: string;
  other: ChatPerson;
  messages: ChatMessage[];
  lastReadSeq: number;
  /** Null: they do not send read receipts. */
  otherLastReadSeq: number | null;
  online: boolean;
  activeJob: ChatActiveJob[];
  canWrite: boolean;
  cannotWriteReason: string | null;
  /** Messages up to this seq were deleted for the signed-in user (deleteConversation). */
  clearedSeq: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface Failure {
  status: number;
  message?: string;
  /** A network failure (no answer at all). */
  network?: boolean;
}

const fail = (status: number, message: string) =>
  HttpResponse.json<{ success: false; message: string }>({ success: false, message }, { status });

/**
 * The chat API of `shared/src/contracts/messages.ts` and `briefs.ts`, in memory, as MSW handlers: pages
 * by seq (before / after), idempotent sends by clientMessageId, unread counts from read marks, briefs.
 * Tests act through the page and read what the "server" holds or received.
 */
export class FakeChatServer {
  readonly requests: RecordedRequest[] = [];
  readonly conversations = new Map<string, Conversation>();
  readonly people = new Map<string, ChatPerson>();
  freelancers: PublicUser[] = [];
  settings = { sendReadReceipts: true, showOnline: true };
  /** Failures the next sends meet, in order. */
  readonly sendFailures: Failure[] = [];
  /** Sends wait for this before answering (to hold a message "pending"). */
  sendGate: Promise<void> | null = null;
  private clock = Date.parse('2026-11-20T09:00:00.000Z');

  constructor(readonly me: CurrentUser) {
    server.use(...this.handlers());
  }

  /** A person one can open a conversation with (even before any message). */
  addPerson(person: ChatPerson, options: Partial<Omit<Conversation, 'other' | 'messages'>> = {}): Conversation {
    this.people.set(person._id, person);
    const conversation: Conversation = {
      conversationId: nextId(),
      other: person,
      messages: [],
      lastReadSeq: 0,
      otherLastReadSeq: 0,
      online: false,
      activeJob: [],
      canWrite: true,
      cannotWriteReason: null,
      clearedSeq: 0,
      ...options,
    };
    this.conversations.set(person._id, conversation);
    return conversation;
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  private conversationWith(userId: string): Conversation | undefined {
    return this.conversations.get(userId);
  }

  /** Stores a message as the server would (next seq), without telling anyone. */
  store(fromId: string, toId: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
    const otherId = fromId === this.me._id ? toId : fromId;
    const conversation = this.conversationWith(otherId);
    if (!conversation) throw new Error(`No person ${otherId}`);
    const seq = (conversation.messages.at(-1)?.seq ?? conversation.clearedSeq) + 1;
    const message = buildMessage(
      { from: fromId, to: toId, seq, conversationId: conversation.conversationId, text, createdAt: this.tick() },
      extra,
    );
    conversation.messages.push(message);
    return message;
  }

  /** The other person wrote `text` (stored; push it over the socket yourself if the test needs it live). */
  receive(otherId: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
    return this.store(otherId, this.me._id, text, extra);
  }

  /** Several messages back and forth, oldest first. */
  history(otherId: string, count: number): ChatMessage[] {
    return Array.from({ length: count }, (_, index) =>
      index % 2 === 0
        ? this.receive(otherId, `Hello ${index + 1}`)
        : this.store(this.me._id, otherId, `Reply ${index + 1}`),
    );
  }

  /** A brief as a stored message. */
  storeBrief(fromId: string, toId: string, overrides: Partial<ProjectBrief> = {}): ChatMessage {
    const clientId = [fromId, toId].find(
      (id) => (id === this.me._id ? this.me.role : this.people.get(id)?.role) === 'client',
    )!;
    const freelancerId = fromId === clientId ? toId : fromId;
    const at = this.tick();
    const brief = buildBrief(
      { senderId: fromId, recipientId: toId, clientId, freelancerId },
      { createdAt: at, updatedAt: at, ...overrides },
    );
    return this.store(fromId, toId, '', { projectBrief: [brief] });
  }

  requestsTo(path: string, method = 'GET'): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.includes(path));
  }

  private visible(conversation: Conversation): ChatMessage[] {
    return conversation.messages
      .filter((message) => message.seq > conversation.clearedSeq)
      .sort((a, b) => a.seq - b.seq);
  }

  private unreadOf(conversation: Conversation): number {
    return this.visible(conversation).filter(
      (message) => message.sendersId === conversation.other._id && message.seq > conversation.lastReadSeq,
    ).length;
  }

  private lastSeq(conversation: Conversation): number {
    return conversation.messages.at(-1)?.seq ?? conversation.clearedSeq;
  }

  contactOf(conversation: Conversation): ChatContact {
    const last = this.visible(conversation).at(-1);
    const preview = (message: ChatMessage) => {
      if (message.isDeleted) return { kind: 'deleted' as const, preview: 'Message deleted' };
      if (message.projectBrief.length > 0) return { kind: 'brief' as const, preview: 'Project brief' };
      return message.message
        ? { kind: 'text' as const, preview: message.message.split('\n')[0] }
        : { kind: 'attachment' as const, preview: 'Attachment' };
    };
    return {
      ...conversation.other,
      conversationId: conversation.conversationId,
      activeJob: conversation.activeJob,
      lastMessage: last
        ? { _id: last._id, seq: last.seq, sendersId: last.sendersId, createdAt: last.createdAt, ...preview(last) }
        : null,
      lastSeq: this.lastSeq(conversation),
      unreadCount: this.unreadOf(conversation),
      online: conversation.online,
    };
  }

  private page(conversation: Conversation, query: Record<string, string>): GetMessagesResponse {
    const all = this.visible(conversation);
    const limit = Number(query.limit ?? MESSAGES_PAGE_SIZE);
    let rows: ChatMessage[];
    let hasMoreBefore = false;
    let hasMoreAfter = false;
    if (query.after !== undefined) {
      const after = all.filter((message) => message.seq > Number(query.after));
      rows = after.slice(0, limit);
      hasMoreAfter = after.length > limit;
      hasMoreBefore = rows.length > 0 && all[0].seq < rows[0].seq;
    } else {
      const before = query.before !== undefined ? all.filter((message) => message.seq < Number(query.before)) : all;
      rows = before.slice(-limit);
      hasMoreBefore = before.length > limit;
    }
    const started = conversation.messages.length > 0 || conversation.clearedSeq > 0;
    return {
      success: true,
      message: rows,
      otherUser: conversation.other,
      conversationId: started ? conversation.conversationId : null,
      lastSeq: this.lastSeq(conversation),
      lastReadSeq: conversation.lastReadSeq,
      otherLastReadSeq: conversation.otherLastReadSeq,
      hasMoreBefore,
      hasMoreAfter,
      canWrite: conversation.canWrite,
      cannotWriteReason: conversation.cannotWriteReason,
      online: started ? conversation.online : null,
      activeJob: conversation.activeJob,
    };
  }

  private findBrief(briefId: string): { conversation: Conversation; message: ChatMessage; brief: ProjectBrief } | null {
    for (const conversation of this.conversations.values()) {
      for (const message of conversation.messages) {
        const brief = message.projectBrief[0];
        if (brief?._id === briefId) return { conversation, message, brief };
      }
    }
    return null;
  }

  private async record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    let body: unknown = null;
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      const form = await request.clone().formData();
      body = [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : (value as File).name,
      ]);
    } else if (type.includes('json')) {
      body = await request.clone().json();
    }
    const recorded = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    this.requests.push(recorded);
    return recorded;
  }

  private handlers() {
    return [
      mockEndpoint(messageEndpoints.getMessages, async ({ request, params }) => {
        const recorded = await this.record(request);
        const conversation = this.conversationWith(String(params.userId));
        if (!conversation) return fail(404, 'This user does not exist.');
        return HttpResponse.json(this.page(conversation, recorded.query));
      }),
      mockEndpoint(messageEndpoints.sendMessage, async ({ request, params }) => {
        const recorded = await this.record(request);
        const conversation = this.conversationWith(String(params.userId));
        if (!conversation) return fail(404, 'This user does not exist.');
        if (this.sendGate) await this.sendGate;
        const failure = this.sendFailures.shift();
        if (failure?.network) return HttpResponse.error();
        if (failure)
          return failure.message
            ? fail(failure.status, failure.message)
            : new HttpResponse(null, { status: failure.status });
        let text: string;
        let clientMessageId: string | null;
        let files: string[] = [];
        if (Array.isArray(recorded.body)) {
          const fields = recorded.body as [string, string][];
          text = fields.find(([name]) => name === 'message')?.[1] ?? '';
          clientMessageId = fields.find(([name]) => name === 'clientMessageId')?.[1] ?? null;
          files = fields.filter(([name]) => name === 'files').map(([, name]) => name);
        } else {
          const body = recorded.body as { message: string; clientMessageId?: string };
          text = body.message;
          clientMessageId = body.clientMessageId ?? null;
        }
        const existing = conversation.messages.find(
          (message) => clientMessageId && message.clientMessageId === clientMessageId,
        );
        if (existing) return HttpResponse.json({ success: true, newMessage: existing });
        const attachments = files.map((name) => {
          const id = nextId();
          const contentType = name.endsWith('.png')
            ? 'image/png'
            : name.endsWith('.pdf')
              ? 'application/pdf'
              : 'application/zip';
          return {
            _id: id,
            name,
            size: 2048,
            contentType,
            url: urlOf(messageEndpoints.getChatAttachment, { fileId: id }),
          } as ChatMessage['attachments'][number];
        });
        const newMessage = this.store(this.me._id, conversation.other._id, text, { clientMessageId, attachments });
        return HttpResponse.json({ success: true, newMessage });
      }),
      mockEndpoint(messageEndpoints.getClientContacts, async ({ request }) => {
        const { query } = await this.record(request);
        const search = (query.search ?? '').toLowerCase();
        const page = Number(query.page ?? 1);
        const limit = Number(query.limit ?? 30);
        const all = [...this.conversations.values()]
          .filter((conversation) => this.visible(conversation).length > 0)
          .filter((conversation) => conversation.other.fullName.toLowerCase().includes(search))
          .map((conversation) => this.contactOf(conversation))
          .sort((a, b) => (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? ''));
        return HttpResponse.json({
          success: true,
          clients: all.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: all.length, totalPages: Math.max(1, Math.ceil(all.length / limit)) },
        });
      }),
      mockEndpoint(messageEndpoints.getUnreadMessages, async ({ request }) => {
        await this.record(request);
        const counts = [...this.conversations.values()].map((conversation) => this.unreadOf(conversation));
        return HttpResponse.json({
          success: true,
          total: counts.reduce((sum, count) => sum + count, 0),
          conversations: counts.filter(Boolean).length,
        });
      }),
      mockEndpoint(messageEndpoints.markRead, async ({ request, params }) => {
        const recorded = await this.record(request);
        const conversation = this.conversationWith(String(params.userId));
        if (!conversation) return fail(404, 'This user does not exist.');
        conversation.lastReadSeq = Math.max(conversation.lastReadSeq, (recorded.body as { upToSeq: number }).upToSeq);
        const total = [...this.conversations.values()].reduce((sum, item) => sum + this.unreadOf(item), 0);
        return HttpResponse.json({ success: true, lastReadSeq: conversation.lastReadSeq, total });
      }),
      mockEndpoint(messageEndpoints.deleteConversation, async ({ request, params }) => {
        await this.record(request);
        const conversation = this.conversationWith(String(params.userId));
        if (!conversation) return fail(404, 'This user does not exist.');
        conversation.clearedSeq = this.lastSeq(conversation);
        conversation.lastReadSeq = conversation.clearedSeq;
        return HttpResponse.json({ success: true, message: 'Conversation deleted.' });
      }),
      mockEndpoint(messageEndpoints.deleteMessage, async ({ request, params }) => {
        await this.record(request);
        for (const conversation of this.conversations.values()) {
          const message = conversation.messages.find((item) => item._id === params.messageId);
          if (!message) continue;
          if (message.sendersId !== this.me._id) return fail(403, 'You can only delete your own messages.');
          Object.assign(message, { isDeleted: true, message: '', attachments: [], projectBrief: [] });
          return HttpResponse.json({ success: true, message: 'Message deleted.', deletedMessage: message });
        }
        return fail(404, 'Message not found.');
      }),
      mockEndpoint(messageEndpoints.searchMessages, async ({ request }) => {
        const { query } = await this.record(request);
        const conversation = this.conversationWith(query.userId);
        const terms = query.q.toLowerCase().split(/\s+/);
        const results = (conversation ? this.visible(conversation) : [])
          .filter(
            (message) => !message.isDeleted && terms.every((term) => message.message.toLowerCase().includes(term)),
          )
          .reverse()
          .map((message) => ({
            _id: message._id,
            conversationId: message.conversationId,
            seq: message.seq,
            sendersId: message.sendersId,
            message: message.message,
            createdAt: message.createdAt,
            otherUser: {
              _id: conversation!.other._id,
              fullName: conversation!.other.fullName,
              profile: conversation!.other.profile,
            },
          }));
        return HttpResponse.json({ success: true, results });
      }),
      mockEndpoint(messageEndpoints.getChatSettings, async ({ request }) => {
        await this.record(request);
        return HttpResponse.json({ success: true, settings: this.settings });
      }),
      mockEndpoint(messageEndpoints.updateChatSettings, async ({ request }) => {
        const recorded = await this.record(request);
        this.settings = { ...this.settings, ...(recorded.body as object) };
        return HttpResponse.json({ success: true, message: 'Chat settings saved.', settings: this.settings });
      }),
      mockEndpoint(jobEndpoints.proposeBrief, async ({ request, params }) => {
        const recorded = await this.record(request);
        const otherId = String(params.userId);
        const body = recorded.body as ProjectBriefBody;
        const messageData = this.storeBrief(this.me._id, otherId, { ...body, salary: Number(body.salary) });
        return HttpResponse.json({ success: true, message: 'Project brief sent.', messageData });
      }),
      mockEndpoint(jobEndpoints.updateBrief, async ({ request, params }) => {
        const recorded = await this.record(request);
        const found = this.findBrief(String(params.briefId));
        if (!found) return fail(404, 'Brief not found.');
        if (found.brief.status !== 'specific') return fail(409, 'This brief has already been answered.');
        Object.assign(found.brief, recorded.body as object, { updatedAt: this.tick() });
        return HttpResponse.json({ success: true, message: 'Brief updated.', populatedMessage: found.message });
      }),
      mockEndpoint(jobEndpoints.deleteBrief, async ({ request, params }) => {
        await this.record(request);
        const found = this.findBrief(String(params.briefId));
        if (!found) return fail(404, 'Brief not found.');
        Object.assign(found.message, { isDeleted: true, projectBrief: [] });
        return HttpResponse.json({ success: true, message: 'Brief deleted.' });
      }),
      mockEndpoint(jobEndpoints.confirmBrief, async ({ request, params }) => {
        await this.record(request);
        const found = this.findBrief(String(params.briefId));
        if (!found) return fail(404, 'Brief not found.');
        if (found.brief.status !== 'specific') return fail(409, 'This brief has already been answered.');
        const jobId = nextId();
        Object.assign(found.brief, { status: 'accepted', jobId, updatedAt: this.tick() });
        return HttpResponse.json({
          success: true,
          message: 'Brief accepted: the job was created.',
          populatedMessage: found.message,
          jobId,
        });
      }),
      mockEndpoint(jobEndpoints.declineBrief, async ({ request, params }) => {
        const recorded = await this.record(request);
        const found = this.findBrief(String(params.briefId));
        if (!found) return fail(404, 'Brief not found.');
        const reason = (recorded.body as { reason?: string } | null)?.reason ?? null;
        Object.assign(found.brief, { status: 'declined', declineReason: reason, updatedAt: this.tick() });
        return HttpResponse.json({ success: true, message: 'Brief declined.', populatedMessage: found.message });
      }),
      mockEndpoint(userEndpoints.getSuggestedFreelancers, async ({ request }) => {
        const { query } = await this.record(request);
        const page = Number(query.page ?? 1);
        const limit = Number(query.limit ?? 12);
        return HttpResponse.json({
          success: true,
          // A card the API answers always says whether the person is a mentor.
          users: this.freelancers.slice((page - 1) * limit, page * limit).map((user) => ({ isMentor: false, ...user })),
          pagination: {
            page,
            limit,
            total: this.freelancers.length,
            totalPages: Math.ceil(this.freelancers.length / limit),
          },
        });
      }),
    ];
  }

  /** The signed-in user as the other side would see them (for messages they receive). */
  get mePerson(): ChatPerson {
    return personOf(this.me);
  }
}
