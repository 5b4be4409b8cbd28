import { File as NodeFile } from 'node:buffer';
import {
  addFiles,
  checkFile,
  CHAT_ATTACHMENT_RULES,
  DISPUTE_FILE_RULES,
  formatFileSize,
  WORK_FILE_RULES,
} from './file-check';
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
  it('takes ZIP and RAR up to 20 MB whatever type the browser claims, and says which are refused', () => {
    expect(checkFile(file('work.zip', 'application/zip'), WORK_FILE_RULES)).toBeNull();
    expect(checkFile(file('work.rar', 'application/octet-stream'), WORK_FILE_RULES)).toBeNull();
    expect(checkFile(file('work.pdf', 'application/pdf'), WORK_FILE_RULES)).toBe(
      '“work.pdf” is not a ZIP or RAR file.',
    );
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
