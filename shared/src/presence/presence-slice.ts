import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PresenceState {
  onlineUserIds: string[];
}

const initialState: PresenceState = { onlineUserIds: [] };

/**
 * Who is online, as the socket's `getOnlineUsers` broadcast says. Client state fed by the
 * socket (not server data fetched over HTTP), so it is a slice rather than an RTK Query cache.
 */
export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    setOnlineUsers(state, action: PayloadAction<string[]>) {
      state.onlineUserIds = action.payload;
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

export const { setOnlineUsers, clearPresence } = presenceSlice.actions;
export const { selectOnlineUserIds, selectIsUserOnline } = presenceSlice.selectors;
