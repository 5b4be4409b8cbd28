import type { ChatMessage, GetMessagesResponse } from '@freelane/shared/contracts';
import { buildBrief, buildMessage, buildPerson, nextId } from '../../../testing/builders';
import {
  addLaterPage,
  addLiveMessages,
  addOlderPage,
  mergeNewestPage,
  replaceHeldMessage,
  toConversationData,
} from './conversation-data';

const me = nextId();
const other = buildPerson();
const conversationId = nextId();
const message = (seq: number, overrides: Partial<ChatMessage> = {}) =>
  buildMessage({ from: seq % 2 ? other._id : me, to: seq % 2 ? me : other._id, seq, conversationId }, overrides);
const seqs = (messages: readonly ChatMessage[]) => messages.map((item) => item.seq);

function page(messages: ChatMessage[], overrides: Partial<GetMessagesResponse> = {}): GetMessagesResponse {
  return {
    success: true,
    message: messages,
    otherUser: other,
    conversationId,
    lastSeq: messages.at(-1)?.seq ?? 0,
    lastReadSeq: 0,
    otherLastReadSeq: 0,
    hasMoreBefore: false,
    hasMoreAfter: false,
    canWrite: true,
    cannotWriteReason: null,
    online: false,
    activeJob: [],
    ...overrides,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => message(from + index));

describe('a conversation timeline', () => {
  it('holds each message once, ordered by seq, whatever order and how often copies arrive', () => {
    const held = toConversationData(page(range(1, 3)));
    const fourth = message(4);
    addLiveMessages(held, [fourth]);
    addLiveMessages(held, [fourth]);
    addLaterPage(held, page([fourth, message(5)]));
    expect(seqs(held.message)).toEqual([1, 2, 3, 4, 5]);
    expect(held.syncedSeq).toBe(5);
  });

  it('keeps the catch-up cursor below a hole and reports it', () => {
    const held = toConversationData(page(range(1, 3)));
    const { gap } = addLiveMessages(held, [message(6)]);
    expect(gap).toBe(true);
    expect(held.syncedSeq).toBe(3);
    addLaterPage(held, page([message(4), message(5), message(6)]));
    expect(held.syncedSeq).toBe(6);
    expect(seqs(held.message)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never lets an older copy undo a deletion or a newer brief', () => {
    const brief = buildBrief(
      { senderId: me, recipientId: other._id, clientId: me, freelancerId: other._id },
      { updatedAt: '2026-01-02T00:00:00.000Z' },
    );
    const original = message(2, { projectBrief: [brief] });
    const held = toConversationData(page([message(1), original]));
    const accepted = {
      ...original,
      projectBrief: [{ ...brief, status: 'accepted' as const, updatedAt: '2026-01-03T00:00:00.000Z' }],
    };
    replaceHeldMessage(held, accepted);
    replaceHeldMessage(held, original);
    expect(held.message[1].projectBrief[0].status).toBe('accepted');

    const deleted = { ...message(1), _id: held.message[0]._id, isDeleted: true, message: '' };
    replaceHeldMessage(held, deleted);
    replaceHeldMessage(held, message(1, { _id: deleted._id }));
    expect(held.message[0].isDeleted).toBe(true);
  });

  it('keeps older pages when the newest page is fetched again, and starts over past a hole', () => {
    const held = toConversationData(page(range(31, 60), { hasMoreBefore: true }));
    addOlderPage(held, page(range(1, 30), { hasMoreBefore: false }));
    const joined = mergeNewestPage(held, toConversationData(page(range(32, 61), { hasMoreBefore: true })));
    expect(seqs(joined.message)).toEqual(range(1, 61).map((item) => item.seq));
    expect(joined.hasMoreBefore).toBe(false);

    const far = mergeNewestPage(held, toConversationData(page(range(91, 120), { hasMoreBefore: true })));
    expect(seqs(far.message)).toEqual(range(91, 120).map((item) => item.seq));
    expect(far.hasMoreBefore).toBe(true);
  });

  it('leaves a live message older than every page held to the page it belongs to', () => {
    const held = toConversationData(page(range(31, 60), { hasMoreBefore: true }));
    addLiveMessages(held, [message(5)]);
    expect(seqs(held.message)[0]).toBe(31);
  });
});
