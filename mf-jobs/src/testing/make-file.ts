import { File as NodeFile } from 'node:buffer';

/**
 * A file as a user would pick it. jest-fixed-jsdom swaps in Node's Blob and FormData (so MSW can
 * read multipart bodies); jsdom's own File is not a Node Blob, Node's File is. `size` fakes a
 * large file without allocating it (only the browser-side size check reads it).
 */
export function makeFile(
  name: string,
  type: string,
  content: string | Uint8Array = 'PK\u0003\u0004 zip',
  size?: number,
): File {
  const file = new NodeFile([content], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
