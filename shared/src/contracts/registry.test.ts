import { isRemoteRegistry } from './registry';
import { remoteRegistrySchema } from './registry-schema';

const SAMPLES: unknown[] = [
  {},
  {
    mf_public: {
      version: '20260101-000000-aaaaaaaa',
      entry: '/remotes/mf-public/20260101-000000-aaaaaaaa/mf-manifest.json',
    },
  },
  { mf_public: { version: 'v', entry: '/e', extra: true } },
  { mf_public: { version: '', entry: '/e' } },
  { mf_public: { version: 'v', entry: '' } },
  { mf_public: { version: 'v' } },
  { mf_public: { version: 1, entry: '/e' } },
  { mf_public: null },
  { mf_public: 'v' },
  [],
  null,
  'registry',
  42,
];

describe('isRemoteRegistry', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with the API’s schema on %s',
    (_label, sample) => {
      expect(isRemoteRegistry(sample)).toBe(remoteRegistrySchema.safeParse(sample).success);
    },
  );
});
