import { useState, type ReactNode } from 'react';
import { PlainButton, type PlainButtonLook } from '@freelane/shared/ui';

/** The file name the server gave (`Content-Disposition: attachment; filename…`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not the API's JSON envelope (a proxy's page): the generic words below
  }
  return 'The download failed. Please try again.';
}

export interface DownloadButtonProps extends PlainButtonLook {
  /** The API URL of the file (urlOf a definition). */
  url: string;
  /** Saved under this name when the answer names none. */
  fallbackName: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A button that downloads a file the API makes (a CSV export, an invoice PDF; issue 38): it asks
 * with the session's cookie, shows that it is working, and says why when the server refuses or the
 * network fails, instead of a link that would leave the page on an error. The file is saved under
 * the server's name for it.
 */
export function DownloadButton({ url, fallbackName, children, 'aria-label': ariaLabel, ...look }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClick = async () => {
    setLoading(true);
    setError(null);
    try {
      const response = await fetch(new URL(url, window.location.href), { credentials: 'include' });
      if (!response.ok) {
        setError(await refusalOf(response));
        return;
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(href), 0);
    } catch {
      setError('Cannot reach Freelane right now. Check your connection and try again.');
    } finally {
      setLoading(false);
    }
  };

  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <PlainButton {...look} loading={loading} aria-label={ariaLabel} onClick={() => void handleClick()}>
        {children}
      </PlainButton>
      {error && (
        <span role="alert" style={{ color: 'var(--fl-color-error)' }}>
          {error}
        </span>
      )}
    </span>
  );
}
