import { useAppStore } from '@freelane/shared/session';
import { useId, useState, type FormEvent } from 'react';
import { useToasts } from '@freelane/shared/ui';

/** The API's message for a failed request (its helper loads with the store stack). */
async function errorMessageOf(error: unknown): Promise<string> {
  try {
    return (await import('@freelane/shared')).getErrorMessage(error);
  } catch {
    return 'Something went wrong. Please try again.';
  }
}

/**
 * Newsletter sign-up; the server's message is the toast, success or failure (spec §8). The address
 * is checked with the API's own rule (`newsletterBody`), loaded with the first submit: the footer
 * is on every page's first screen, the schema library and the store stack (the request's
 * endpoint, `../api/subscribe-newsletter`) are not.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const store = useAppStore();
  const { message } = useToasts();
  const problemId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newsletterBody } = await import('@freelane/shared/contracts/user');
    const parsed = newsletterBody.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setProblem(null);
    setLoading(true);
    try {
      const { newsletterApi } = await import('../api/subscribe-newsletter');
      const result = await store.dispatch(newsletterApi.endpoints.subscribeNewsletter.initiate(parsed.data)).unwrap();
      message.success(result.message);
      setEmail('');
    } catch (error) {
      message.error(await errorMessageOf(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Newsletter sign-up" noValidate className="fl-footer__form">
      <div className="fl-footer__field">
        <input
          // Prefixed id: pages have their own "email" fields.
          id="newsletter_email"
          className={`fl-input${problem ? ' fl-input--error' : ''}`}
          type="email"
          aria-label="Email address"
          placeholder="Your e-mail address"
          autoComplete="email"
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {problem ? (
          <p id={problemId} role="alert" className="fl-field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="fl-btn fl-btn--primary" aria-busy={isLoading} disabled={isLoading}>
        Subscribe
      </button>
    </form>
  );
}
