import { File as NodeFile } from 'node:buffer';

/**
 * A file as a user would pick it. jest-fixed-jsdom swaps in Node's Blob and FormData (so MSW
 * can read multipart bodies), but jsdom's own File is not a Node Blob; Node's File is.
 */
export function makeFile(name: string, type: string, content: string | Uint8Array = 'content'): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}
