import { CHAT_ATTACHMENT_MAX_BYTES } from '@freelane/shared/contracts';
import { makeFile } from '../../../testing/make-file';
import { addDisputeFiles, checkDisputeFile } from './check-dispute-files';

describe('dispute file checks (the chat attachment limits)', () => {
  it('takes JPG, PNG, PDF and ZIP up to 20 MB and refuses anything else', () => {
    expect(checkDisputeFile(makeFile('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkDisputeFile(makeFile('a.png', 'image/png'))).toBeNull();
    expect(checkDisputeFile(makeFile('a.pdf', 'application/pdf'))).toBeNull();
    expect(checkDisputeFile(makeFile('a.zip', 'application/x-zip-compressed'))).toBeNull();
    expect(checkDisputeFile(makeFile('a.pdf', 'application/pdf', 'x', CHAT_ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(checkDisputeFile(makeFile('a.gif', 'image/gif'))).toMatch(/only JPG, PNG, PDF and ZIP/);
    expect(checkDisputeFile(makeFile('a.png', 'text/plain'))).toMatch(/only JPG, PNG, PDF and ZIP/);
    expect(checkDisputeFile(makeFile('a.pdf', 'application/pdf', 'x', CHAT_ATTACHMENT_MAX_BYTES + 1))).toBe(
      '“a.pdf” is larger than 20 MB.',
    );
    expect(checkDisputeFile(makeFile('a.pdf', 'application/pdf', ''))).toBe('“a.pdf” is empty.');
  });

  it('keeps at most five files per message and drops a file picked twice', () => {
    const first = makeFile('1.png', 'image/png');
    const picked = [first, first, ...[2, 3, 4, 5, 6].map((n) => makeFile(`${n}.png`, 'image/png'))];
    const result = addDisputeFiles([], picked);
    expect(result.files.map((file) => file.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(result.problems).toEqual(['You can attach at most 5 files to one message.']);
  });
});
