import { File as NodeFile } from 'node:buffer';
import {
  addFiles,
  BLOG_IMAGE_RULES,
  checkFile,
  CHAT_ATTACHMENT_RULES,
  DISPUTE_FILE_RULES,
  formatFileSize,
  PROFILE_PHOTO_RULES,
  RESUME_RULES,
  UPLOAD_RULES,
  WORK_FILE_RULES,
} from './file-check';
import { BLOG_IMAGE_MAX_BYTES } from './blog';
import { PROFILE_PHOTO_MAX_BYTES } from './files';
import { CHAT_ATTACHMENT_MAX_BYTES } from './messages';
import { WORK_FILE_MAX_BYTES } from './work';

/** A picked file; `size` fakes a large one without allocating it. */
const file = (name: string, type: string, size = 10, lastModified = 1) => {
  const made = new NodeFile(['x'], name, { type, lastModified }) as unknown as File;
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('chat attachments and dispute files', () => {
  it.each([
    ['chat', CHAT_ATTACHMENT_RULES],
    ['dispute', DISPUTE_FILE_RULES],
  ])('%s: JPG, PNG, PDF and ZIP up to 20 MB, five per message, each once', (_, rules) => {
    const picked = [
      file('a.png', 'image/png'),
      file('b.jpg', 'image/jpeg'),
      file('c.pdf', 'application/pdf'),
      file('d.zip', 'application/x-zip-compressed'),
      file('e.zip', 'application/zip'),
      file('f.png', 'image/png'),
      file('g.png', 'image/png'),
    ];
    const result = addFiles([], picked, rules);
    expect(result.files.map((item) => item.name)).toEqual(['a.png', 'b.jpg', 'c.pdf', 'd.zip', 'e.zip']);
    expect(result.problems).toEqual(['You can attach at most 5 files to one message.']);
    // The same file picked again is dropped quietly.
    expect(addFiles(result.files.slice(0, 1), [result.files[0]], rules)).toEqual({
      files: [result.files[0]],
      problems: [],
    });
  });

  it('refuses other kinds, oversized and empty files with a reason each', () => {
    const result = addFiles(
      [],
      [
        file('big.pdf', 'application/pdf', CHAT_ATTACHMENT_MAX_BYTES + 1),
        file('script.exe', 'application/octet-stream'),
        file('fake.png', 'text/html'),
        file('a.gif', 'image/gif'),
        file('empty.pdf', 'application/pdf', 0),
      ],
      CHAT_ATTACHMENT_RULES,
    );
    expect(result.files).toEqual([]);
    expect(result.problems).toEqual([
      '“big.pdf” is larger than 20 MB.',
      '“script.exe” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
      '“fake.png” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
      '“a.gif” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
      '“empty.pdf” is empty.',
    ]);
    expect(checkFile(file('a.pdf', 'application/pdf', CHAT_ATTACHMENT_MAX_BYTES), DISPUTE_FILE_RULES)).toBeNull();
    // A browser that names no type: the name decides.
    expect(checkFile(file('a.pdf', ''), DISPUTE_FILE_RULES)).toBeNull();
    expect(checkFile(file('a.exe', ''), DISPUTE_FILE_RULES)).toMatch(/only JPG, PNG, PDF and ZIP/);
    expect(CHAT_ATTACHMENT_RULES.limitsText).toBe('Images (JPG, PNG), PDF or ZIP, up to 20 MB each, 5 per message.');
  });
});

describe('delivered work files', () => {
  it('takes design, document and archive files up to 20 MB whatever type the browser claims, and says which are refused', () => {
    expect(checkFile(file('work.zip', 'application/zip'), WORK_FILE_RULES)).toBeNull();
    expect(checkFile(file('work.rar', 'application/octet-stream'), WORK_FILE_RULES)).toBeNull();
    // Issue 36: a designer's PNG, a PDF, a Photoshop file and an office document are delivered as they are.
    for (const name of ['logo.PNG', 'photo.jpeg', 'brief.pdf', 'mock.psd', 'logo.ai', 'notes.docx', 'assets.7z']) {
      expect(checkFile(file(name, ''), WORK_FILE_RULES)).toBeNull();
    }
    expect(checkFile(file('notes.txt', 'text/plain'), WORK_FILE_RULES)).toBe(
      '“notes.txt” cannot be delivered: send a PNG, JPG, GIF, WebP, PSD, PDF, AI, ZIP, RAR, 7z or an office document (or put it in a ZIP).',
    );
    expect(checkFile(file('logo.svg', 'image/svg+xml'), WORK_FILE_RULES)).not.toBeNull();
    expect(checkFile(file('big.zip', 'application/zip', WORK_FILE_MAX_BYTES + 1), WORK_FILE_RULES)).toBe(
      '“big.zip” is larger than 20 MB.',
    );
    expect(checkFile(file('empty.zip', 'application/zip', 0), WORK_FILE_RULES)).toBe('“empty.zip” is empty.');
  });

  it('counts the same name and size as one file, says so, and keeps at most ten', () => {
    const first = file('a.zip', 'application/zip', 10, 1);
    const again = file('a.zip', 'application/zip', 10, 2);
    expect(addFiles([first], [again], WORK_FILE_RULES)).toEqual({
      files: [first],
      problems: ['“a.zip” is already in the list.'],
    });
    const eleven = Array.from({ length: 11 }, (_, n) => file(`${n}.zip`, 'application/zip'));
    const result = addFiles([], eleven, WORK_FILE_RULES);
    expect(result.files).toHaveLength(10);
    expect(result.problems).toEqual(['You can send at most 10 files at once.']);
  });
});

it('reads a size the way a person judges a file', () => {
  expect(formatFileSize(820)).toBe('820 B');
  expect(formatFileSize(14 * 1024)).toBe('14 KB');
  expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
});

// The one-file pickers (profile photo, resume, blog image) check with the same module as the rest.
describe('profile photos, resumes and blog images', () => {
  it('accepts JPG/PNG photos and pictures and PDF resumes', () => {
    expect(checkFile(file('me.jpg', 'image/jpeg'), PROFILE_PHOTO_RULES)).toBeNull();
    expect(checkFile(file('me.png', 'image/png'), PROFILE_PHOTO_RULES)).toBeNull();
    expect(checkFile(file('cv.pdf', 'application/pdf'), RESUME_RULES)).toBeNull();
    expect(checkFile(file('cover.png', 'image/png'), BLOG_IMAGE_RULES)).toBeNull();
  });

  it('trusts a type the browser names, and reads the name only when it names none', () => {
    expect(checkFile(file('camera-upload', 'image/jpeg'), PROFILE_PHOTO_RULES)).toBeNull();
    expect(checkFile(file('me.jpeg', ''), PROFILE_PHOTO_RULES)).toBeNull();
    expect(checkFile(file('me.gif', ''), PROFILE_PHOTO_RULES)).toBe('Please choose a JPG or PNG image.');
    expect(checkFile(file('cv.pdf', 'application/msword'), RESUME_RULES)).toBe('Please choose a PDF file.');
  });

  it('refuses other types, empty files and files over the server limit', () => {
    expect(checkFile(file('me.gif', 'image/gif'), PROFILE_PHOTO_RULES)).toBe('Please choose a JPG or PNG image.');
    expect(checkFile(file('cv.docx', 'application/msword'), RESUME_RULES)).toBe('Please choose a PDF file.');
    expect(checkFile(file('big.png', 'image/png', PROFILE_PHOTO_MAX_BYTES + 1), PROFILE_PHOTO_RULES)).toBe(
      'The file is too large: the limit is 5 MB.',
    );
    expect(checkFile(file('big.png', 'image/png', BLOG_IMAGE_MAX_BYTES + 1), BLOG_IMAGE_RULES)).toBe(
      'The image is too large: the limit is 5 MB.',
    );
    expect(checkFile(file('empty.png', 'image/png', 0), BLOG_IMAGE_RULES)).toBe('The image is empty.');
    expect(checkFile(file('empty.pdf', 'application/pdf', 0), RESUME_RULES)).toBe('The file is empty.');
  });

  it('gives every kind of upload its rules, sent in its own field', () => {
    expect(Object.entries(UPLOAD_RULES).map(([kind, rules]) => [kind, rules.kind, rules.field])).toEqual([
      ['profilePhoto', 'profilePhoto', 'profilePhoto'],
      ['resume', 'resume', 'resume'],
      ['blogImage', 'blogImage', 'image'],
      ['chatAttachment', 'chatAttachment', 'files'],
      ['disputeFile', 'disputeFile', 'files'],
      ['work', 'work', 'files'],
    ]);
  });
});
