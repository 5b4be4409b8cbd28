/** A byte limit as people read it in messages and the API reference: 5242880 → "5 MB". */
export const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
