import { renderPages } from './render-pages';

/** The HTML as a document, read like the browser reads it before any script runs. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('guest pages rendered at build time (issue 46)', () => {
  const pages = renderPages();

  it.each([
    ['./Login', 'Welcome back', ['Email', 'Password'], 'Login'],
    ['./SignUp', 'Create your account', [], 'Sign Up'],
    ['./ForgetPassword', 'Forgot your password?', ['Email'], 'Reset Password'],
    ['./RecoverPassword', 'Choose a new password', [], 'Change Password'],
  ] as const)(
    '%s paints its form from the HTML, its submit disabled until the app took over',
    (module, heading, labels, submit) => {
      const page = pages[module];
      expect(page).toBeDefined();
      const root = parse(page.html);
      expect(root.querySelector('h1')?.textContent).toBe(heading);
      for (const text of labels) {
        const label = [...root.querySelectorAll('label')].find((element) => element.textContent === text);
        expect(label && root.querySelector(`[id="${label.htmlFor}"]`)).toBeInstanceOf(HTMLInputElement);
      }
      const form = root.querySelector('form');
      expect(form).not.toBeNull();
      const button = form!.querySelector('button[type="submit"]') as HTMLButtonElement;
      expect(button.textContent).toBe(submit);
      // Nothing may send the form natively (a click, or Enter in a field): a GET would put the password in the URL.
      expect(button.disabled).toBe(true);
      expect(page.css).toBe('');
    },
  );

  it('keeps /login’s passkey autofill hint in the HTML', () => {
    const email = parse(pages['./Login'].html).querySelector('input[type="email"]');
    expect(email?.getAttribute('autocomplete')).toBe('username webauthn');
  });
});
