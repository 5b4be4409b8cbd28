import { getSafeNextPath } from './safe-path';

describe('getSafeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(getSafeNextPath('/find-talent')).toBe('/find-talent');
    expect(getSafeNextPath('/myJobs?status=progress')).toBe('/myJobs?status=progress');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'evil',
      '',
      null,
      '/\tx',
      'javascript:alert(1)',
    ]) {
      expect(getSafeNextPath(next)).toBeNull();
    }
  });
});
