/** The URL of a job page for one job (`?jobId=`: job pages work on reload and by link). */
export function jobPagePath(path: string, jobId: string): string {
  return `${path}?jobId=${encodeURIComponent(jobId)}`;
}
