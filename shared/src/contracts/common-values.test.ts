import { isObjectId } from './common-values';
import { objectId } from './common';

describe('isObjectId (the id check a first screen runs without zod)', () => {
  it.each([
    '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    '6F1C2A9E-3B4D-1C5E-A f70-1a2b3c4d5e6f'.replace(' ', ''),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '6f1c2a9e-3b4d-9c5e-8f70-1a2b3c4d5e6f',
    '6f1c2a9e-3b4d-4c5e-cf70-1a2b3c4d5e6f',
    '6f1c2a9e3b4d4c5e8f701a2b3c4d5e6f',
    '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6',
    ' 6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    '507f1f77bcf86cd799439011',
    '',
    'new',
  ])('agrees with the schema (objectId) on %j', (value) => {
    expect(isObjectId(value)).toBe(objectId.safeParse(value).success);
  });

  it('accepts an id and refuses what is not one', () => {
    expect(isObjectId('6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f')).toBe(true);
    expect(isObjectId('not-an-id')).toBe(false);
  });
});
