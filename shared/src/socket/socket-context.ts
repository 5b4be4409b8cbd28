import { createContext } from 'react';
import type { Socket } from 'socket.io-client';

/** The live socket while signed in, null otherwise. Provided by the shell (its SocketSlot; SocketProvider elsewhere). */
export const SocketContext = createContext<Socket | null>(null);
