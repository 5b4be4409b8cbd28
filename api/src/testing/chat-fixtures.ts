import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { BriefStatus, ChatMessage } from '@freelane/shared/contracts';
import { sendMessage } from '../commands/send-message';
import { notifications } from '../db/schema';
import type { MessageRecord } from '../repositories/messages';
import type { Agent } from './agent';
import { buildClient, buildFreelancer, buildUser, signIn, type BuiltUser } from './factories';
import { multipart, type FilePart } from './multipart';
import type { TestContext } from './test-app';

export const MESSAGE_API = '/api/v1/message';

/** A client (Clara) and a freelancer (Ava), both signed in through the real login. */
export interface ChatPair {
  clara: BuiltUser;
  ava: BuiltUser;
  claraAgent: Agent;
  avaAgent: Agent;
}

export async function buildChatPair(ctx: TestContext, names: { clara?: string; ava?: string } = {}): Promise<ChatPair> {
  const clara = names.clara ? await buildUser(ctx, { role: 'client', fullName: names.clara }) : await buildClient(ctx);
  const ava = names.ava ? await buildUser(ctx, { role: 'freelancer', fullName: names.ava }) : await buildFreelancer(ctx);
  return { clara, ava, claraAgent: await signIn(ctx, clara), avaAgent: await signIn(ctx, ava) };
}

/** POST sendMessage as JSON, as the chat input sends it. */
export const postText = (agent: Agent, toUserId: string, message: string, clientMessageId?: string) =>
  agent.post(`${MESSAGE_API}/sendMessage/${toUserId}`, { message, clientMessageId });

/** POST sendMessage as multipart: the text fields first, then the files. */
export const postFiles = (agent: Agent, toUserId: string, files: FilePart[], fields: Record<string, string> = {}) => {
  const body = multipart(files, fields);
  return agent.post(`${MESSAGE_API}/sendMessage/${toUserId}`, body.payload, { headers: body.headers });
};

export const filePart = (filename: string, data: Buffer, contentType = 'application/octet-stream'): FilePart => ({
  name: 'files',
  filename,
  contentType,
  data,
});

/** A message sent through the HTTP route (checked, rate limited), answered with its stored form. */
export async function sendOk(agent: Agent, toUserId: string, message: string): Promise<ChatMessage> {
  const response = await postText(agent, toUserId, message);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().newMessage as ChatMessage;
}

/**
 * Setup beyond what a test is about: messages stored and announced exactly as sendMessage does,
 * without the per-second limit of the HTTP route.
 */
export async function seedMessages(ctx: TestContext, from: BuiltUser, to: BuiltUser, texts: string[]): Promise<MessageRecord[]> {
  const records: MessageRecord[] = [];
  for (const text of texts) records.push((await sendMessage(ctx.app, from.user, to.user, { body: text })).record);
  return records;
}

/** A project brief message (the brief helper's proposeJob stores the same), in the given status. */
export async function seedBriefMessage(ctx: TestContext, client: BuiltUser, freelancer: BuiltUser, status: BriefStatus = 'specific') {
  const { message } = await ctx.app.repos.messages.append({
    senderId: client.user.id,
    recipientId: freelancer.user.id,
    body: '',
    now: ctx.app.clock.now(),
    brief: {
      senderId: client.user.id,
      recipientId: freelancer.user.id,
      clientId: client.user.id,
      freelancerId: freelancer.user.id,
      title: 'Logo for a bakery',
      description: 'A friendly logo for a small bakery in town.',
      delivarables: 'SVG and PNG files of the logo.',
      salary: 300,
      duration: '1week',
      budgetType: 'fixed',
      status,
    },
  });
  return message;
}

/** The user's Message notifications about one conversation, as stored. */
export const messageNotificationsOf = (ctx: TestContext, userId: string, conversationId: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.refKey, `conversation:${conversationId}`)));
