import { parseLoginPageQuery } from './auth';

describe('parseLoginPageQuery', () => {
  it('keeps the notices /login knows and a same-site next page', () => {
    expect(parseLoginPageQuery({ verified: 'expired', google: 'disabled', next: '/myJobs?status=progress' })).toEqual({
      verified: 'expired',
      google: 'disabled',
      next: '/myJobs?status=progress',
    });
  });

  it('reads anything unknown or unsafe as absent, without refusing the rest', () => {
    expect(parseLoginPageQuery({ verified: 'yes', google: 'failed', next: '//evil.example' })).toEqual({
      verified: undefined,
      google: 'failed',
      next: undefined,
    });
    expect(parseLoginPageQuery({})).toEqual({ verified: undefined, google: undefined, next: undefined });
  });
});
