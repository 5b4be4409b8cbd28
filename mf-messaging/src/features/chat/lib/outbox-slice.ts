import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@freelane/shared';

export interface OutboxAttachment {
  name: string;
  size: number;
  type: string;
}

/** A message the server has not stored yet: being sent, or failed and waiting for Retry. */
export interface OutboxEntry {
  clientMessageId: string;
  toUserId: string;
  text: string;
  attachments: OutboxAttachment[];
  status: 'sending' | 'failed';
  /** Why it failed, in the server's words when it gave any. */
  error: string | null;
  /** Failed for want of a connection (not refused): sent again by itself on reconnect. */
  retryable: boolean;
  /** Upload progress 0–100 while files are sent, else null. */
  progress: number | null;
  createdAt: string;
}

export interface OutboxState {
  /** Keyed by the other person's id: one queue per conversation. */
  byUser: Record<string, OutboxEntry[]>;
}

const initialState: OutboxState = { byUser: {} };
const EMPTY: OutboxEntry[] = [];

interface EntryRef {
  toUserId: string;
  clientMessageId: string;
}

function find(state: OutboxState, { toUserId, clientMessageId }: EntryRef): OutboxEntry | undefined {
  return state.byUser[toUserId]?.find((entry) => entry.clientMessageId === clientMessageId);
}

/**
 * Messages not yet stored, kept in the store (not in a component) so they survive switching
 * conversations or going from the widget to the page. Client state: the server never saw them.
 * Files stay out of the store (see outbox-files.ts); only their names and sizes are here.
 */
export const outboxSlice = createSlice({
  name: 'chatOutbox',
  initialState,
  reducers: {
    queued(state, action: PayloadAction<OutboxEntry>) {
      const queue = (state.byUser[action.payload.toUserId] ??= []);
      if (!queue.some((entry) => entry.clientMessageId === action.payload.clientMessageId)) queue.push(action.payload);
    },
    progressed(state, action: PayloadAction<EntryRef & { progress: number }>) {
      const entry = find(state, action.payload);
      if (entry) entry.progress = action.payload.progress;
    },
    failed(state, action: PayloadAction<EntryRef & { error: string; retryable: boolean }>) {
      const entry = find(state, action.payload);
      if (!entry) return;
      entry.status = 'failed';
      entry.error = action.payload.error;
      entry.retryable = action.payload.retryable;
      entry.progress = null;
    },
    resent(state, action: PayloadAction<EntryRef>) {
      const entry = find(state, action.payload);
      if (!entry) return;
      entry.status = 'sending';
      entry.error = null;
      entry.retryable = false;
    },
    /** Stored (the send answered, or the message came back over the socket) or discarded by the user. */
    removed(state, action: PayloadAction<{ toUserId: string; clientMessageIds: string[] }>) {
      const queue = state.byUser[action.payload.toUserId];
      if (!queue) return;
      const rest = queue.filter((entry) => !action.payload.clientMessageIds.includes(entry.clientMessageId));
      if (rest.length === queue.length) return;
      if (rest.length === 0) delete state.byUser[action.payload.toUserId];
      else state.byUser[action.payload.toUserId] = rest;
    },
  },
  selectors: {
    selectOutboxFor: (state, toUserId: string) => state.byUser[toUserId] ?? EMPTY,
    selectOutboxState: (state) => state,
  },
});

// The shell's root state gains this slice by declaration merging (architecture §3: remotes inject their own).
declare module '@freelane/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof outboxSlice> {}
}

/** Injected when this remote loads: the shell's store knows nothing of it beforehand. */
export const injectedOutbox = outboxSlice.injectInto(rootReducer);
export const { queued, progressed, failed, resent, removed } = outboxSlice.actions;
export const { selectOutboxFor, selectOutboxState } = injectedOutbox.selectors;
