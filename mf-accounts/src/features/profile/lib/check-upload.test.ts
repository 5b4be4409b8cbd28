import { PROFILE_PHOTO_MAX_BYTES } from '@freelane/shared/contracts';
import { checkUploadFile } from './check-upload';

const file = (name: string, type: string, size = 10) => {
  const value = new File(['x'], name, { type });
  Object.defineProperty(value, 'size', { value: size });
  return value;
};

describe('checkUploadFile', () => {
  it('accepts JPG/PNG photos and PDF resumes', () => {
    expect(checkUploadFile('profilePhoto', file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(checkUploadFile('profilePhoto', file('me.png', 'image/png'))).toBeNull();
    expect(checkUploadFile('resume', file('cv.pdf', 'application/pdf'))).toBeNull();
  });

  it('refuses other types and files over the server limit', () => {
    expect(checkUploadFile('profilePhoto', file('me.gif', 'image/gif'))).toBe('Please choose a JPG or PNG image.');
    expect(checkUploadFile('resume', file('cv.docx', 'application/msword'))).toBe('Please choose a PDF file.');
    expect(checkUploadFile('profilePhoto', file('big.png', 'image/png', PROFILE_PHOTO_MAX_BYTES + 1))).toBe(
      'The file is too large: the limit is 5 MB.',
    );
  });
});
