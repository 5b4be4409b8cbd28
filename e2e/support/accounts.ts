// The demo accounts SEED_DEMO creates (fixed interface, see README).
export const DEMO = {
  admin: { email: 'admin@freelane.test', password: 'Admin#Freelane2026', fullName: 'Freelane Admin' },
  client: { email: 'client@freelane.test', password: 'Client#Freelane2026', fullName: 'Clara Client' },
  ava: { email: 'ava@freelane.test', password: 'Freelancer#2026', fullName: 'Ava Patel' },
  ben: { email: 'ben@freelane.test', password: 'Freelancer#2026', fullName: 'Ben Okafor' },
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];
