import { renderGuestPages } from './render-pages';

/** The HTML as a document, read like the browser reads it before any script runs. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('guest pages rendered at build time (issue 39)', () => {
  const pages = renderGuestPages();

  it.each([
    ['./Login', 'Welcome back', ['Email', 'Password'], 'Login'],
    ['./SignUp', 'Create your account', ['Email', 'Password'], 'Sign Up'],
    ['./ForgetPassword', 'Forgot your password?', ['Email'], 'Reset Password'],
    ['./RecoverPassword', 'Choose a new password', [], 'Change Password'],
  ] as const)(
    '%s paints its form from the HTML, safe to use before the app took over',
    (module, heading, labels, submit) => {
      const page = pages[module];
      expect(page).toBeDefined();
      const root = parse(page.html);
      expect(root.querySelector('h1')?.textContent).toBe(heading);
      for (const text of labels) {
        const label = [...root.querySelectorAll('label')].find((element) => element.textContent === text);
        const input = label && root.querySelector(`[id="${label.htmlFor}"]`);
        expect(input).toBeInstanceOf(HTMLInputElement);
      }
      // The page's early loader puts what was typed meanwhile into the app's field by its name: every
      // field has its own, or the password would land in the e-mail box.
      const names = [...root.querySelectorAll('input')].map((input) => input.name);
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
      // Should the form ever be sent natively (no script at all), the password goes in a POST's body,
      // never in the URL of a GET.
      const form = root.querySelector('form');
      expect(form?.method).toBe('post');
      // A click on it meanwhile is held by the loader and replayed on the app's button: it is enabled.
      const button = form!.querySelector('button[type="submit"]') as HTMLButtonElement;
      expect(button.textContent).toBe(submit);
      expect(button.disabled).toBe(false);
      expect(page.css).toBe('');
    },
  );

  it('keeps /login’s passkey autofill hint in the HTML', () => {
    const email = parse(pages['./Login'].html).querySelector('input[type="email"]');
    expect(email?.getAttribute('autocomplete')).toBe('username webauthn');
  });
});
