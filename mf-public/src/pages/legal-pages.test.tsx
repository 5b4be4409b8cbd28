import { screen } from '@testing-library/react';
import PrivacyPolicy from './privacy-policy';
import Terms from './terms';
import { renderPage } from '@freelane/shared/testing';

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Legal pages', () => {
  it('Privacy Policy: last updated January 31, 2025, with every required section', () => {
    renderPage(<PrivacyPolicy />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 31, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining([
        'Information We Collect',
        'Cookies and Local Storage',
        'Data Retention',
        'Deleting Your Data',
        "Children's Privacy",
        'Contact Us',
      ]),
    );
    expect(screen.getByRole('region', { name: "Children's Privacy" })).toHaveTextContent(/under 13/);
    expect(screen.getByRole('region', { name: 'Contact Us' })).toHaveTextContent(/@/);
  });

  it('Terms and Conditions: last updated January 31, 2025, with every required section', () => {
    renderPage(<Terms />, { route: '/terms-condition' });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 31, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining([
        'Eligibility',
        'Your Account',
        'Third-Party Media Services',
        'Use of Your Data',
        'Intellectual Property',
        'Acceptable Conduct',
        'Dispute Resolution and Arbitration',
        'Limitation of Liability',
        'Changes to These Terms',
        'Governing Law',
      ]),
    );
    expect(screen.getByRole('region', { name: 'Eligibility' })).toHaveTextContent(/at least 18 years old/);
    expect(screen.getByRole('region', { name: 'Dispute Resolution and Arbitration' })).toHaveTextContent(/India/);
  });

  it('links each contents entry to its section', () => {
    renderPage(<Terms />, { route: '/terms-condition' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelector('a[href="#governing-law"]')).toHaveTextContent('Governing Law');
    expect(document.getElementById('governing-law')).toHaveTextContent(/laws of India/);
  });
});
