import type { NewUser } from '../repositories/users';

export interface DemoAccount extends Omit<NewUser, 'passwordHash'> {
  password: string;
}

/** The demo accounts of the common brief; all verified so they can log in at once. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    fullName: 'Freelane Admin',
    email: 'admin@freelane.test',
    username: 'admin',
    password: 'Admin#Freelane2026',
    role: 'admin',
  },
  {
    fullName: 'Clara Client',
    email: 'client@freelane.test',
    username: 'clara',
    password: 'Client#Freelane2026',
    role: 'client',
  },
  {
    fullName: 'Ava Patel',
    email: 'ava@freelane.test',
    username: 'ava',
    password: 'Freelancer#2026',
    role: 'freelancer',
    hiringAssistantStatus: 'Inactive',
    professionalTitle: 'Full-stack web developer',
    // Public, on Find Talent's cards (issue 36); in the site's CURRENCY (USD by default).
    hourlyRate: 45,
    location: 'Pune, India',
    bio: 'I build fast, accessible web applications with React and Node.js, from the first sketch to production.',
    category: 'web developer',
    subCategory: ['React', 'Node.js', 'TypeScript', 'PostgreSQL'],
    languages: ['English', 'Hindi'],
  },
  {
    fullName: 'Ben Okafor',
    email: 'ben@freelane.test',
    username: 'ben',
    password: 'Freelancer#2026',
    role: 'freelancer',
    hiringAssistantStatus: 'Inactive',
    professionalTitle: 'Brand and UI designer',
    hourlyRate: 38.5,
    location: 'Lagos, Nigeria',
    bio: 'I design brands and product interfaces that people remember, with a focus on clear typography.',
    category: 'design & creativity',
    subCategory: ['UI design', 'Branding', 'Figma', 'Illustration'],
    languages: ['English', 'Yoruba'],
  },
];
