import { File as NodeFile } from 'node:buffer';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@freelane/shared/contracts';
import { addAttachments } from './check-attachments';

const file = (name: string, type: string, size = 10) => {
  const made = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('attachment pre-check', () => {
  it('takes images, PDF and ZIP up to 20 MB, five per message, each once', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('b.jpg', 'image/jpeg'),
      file('c.pdf', 'application/pdf'),
      file('d.zip', 'application/x-zip-compressed'),
      file('e.zip', 'application/zip'),
      file('f.png', 'image/png'),
    ];
    const result = addAttachments([], picked);
    expect(result.files.map((item) => item.name)).toEqual(['a.png', 'b.jpg', 'c.pdf', 'd.zip', 'e.zip']);
    expect(result.problems).toEqual(['You can attach at most 5 files to one message.']);
    expect(addAttachments(result.files.slice(0, 1), [result.files[0]]).files).toHaveLength(1);
  });

  it('refuses other types, oversized and empty files with a reason each', () => {
    const result = addAttachments(
      [],
      [
        file('big.pdf', 'application/pdf', CHAT_ATTACHMENT_MAX_BYTES + 1),
        file('script.exe', 'application/octet-stream'),
        file('fake.png', 'text/html'),
        file('empty.pdf', 'application/pdf', 0),
      ],
    );
    expect(result.files).toEqual([]);
    expect(result.problems).toEqual([
      '“big.pdf” is larger than 20 MB.',
      '“script.exe” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
      '“fake.png” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
      '“empty.pdf” is empty.',
    ]);
  });
});
