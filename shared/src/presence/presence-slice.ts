import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PresenceState {
  onlineUserIds: string[];
}

const initialState: PresenceState = { onlineUserIds: [] };

/**
 * Who is online: the socket's `getOnlineUsers` (the user's chat contacts online when it connects),
 * then `presence` changes one user at a time. Client state fed by the socket (not server data
 * fetched over HTTP), so it is a slice rather than an RTK Query cache.
 */
export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    setOnlineUsers(state, action: PayloadAction<string[]>) {
      state.onlineUserIds = action.payload;
    },
    /** One contact came online or went offline (`presence` event). */
    setUserPresence(state, action: PayloadAction<{ userId: string; online: boolean }>) {
      const { userId, online } = action.payload;
      const known = state.onlineUserIds.includes(userId);
      if (online && !known) state.onlineUserIds.push(userId);
      if (!online && known) state.onlineUserIds = state.onlineUserIds.filter((id) => id !== userId);
    },
    clearPresence(state) {
      state.onlineUserIds = [];
    },
  },
  selectors: {
    selectOnlineUserIds: (state) => state.onlineUserIds,
    selectIsUserOnline: (state, userId: string) => state.onlineUserIds.includes(userId),
  },
});

export const { setOnlineUsers, setUserPresence, clearPresence } = presenceSlice.actions;
export const { selectOnlineUserIds, selectIsUserOnline } = presenceSlice.selectors;
