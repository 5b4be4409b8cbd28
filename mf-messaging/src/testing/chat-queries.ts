import { screen, within } from '@testing-library/react';

/**
 * Queries scoped to one region of the inbox. Role queries over a whole antd page compute the
 * accessible name of every button (seconds on a busy CI machine); scoped, they stay fast.
 */
export const conversationList = () => screen.getByRole('navigation', { name: 'Conversations' });

export const conversationRow = (name: string | RegExp) => within(conversationList()).getByRole('button', { name });

export const findConversationRow = async (name: string | RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Conversations' })).findByRole('button', { name });

export const messageLog = (name: string) => screen.getByRole('log', { name: `Messages with ${name}` });

export const findMessageLog = (name: string) => screen.findByRole('log', { name: `Messages with ${name}` });

export const conversationPane = (name: string) => screen.getByRole('region', { name: `Conversation with ${name}` });

export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
