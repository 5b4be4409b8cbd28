import { zipArchive } from '../lib/zip-archive';

/** A delivery of the demo data: what the freelancer uploaded, as a real (small) ZIP archive. */
export interface DemoDelivery {
  fileName: string;
  bytes: Buffer;
}

const POTTERY_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Clay &amp; Kiln: the monthly letter</title>
  <link rel="stylesheet" href="styles.css">
</head>
<body>
  <main>
    <h1>New pieces, open studio days and a glaze of the month.</h1>
    <p>One letter a month from our studio. No spam, leave whenever you like.</p>
    <form action="https://mail.example.com/subscribe" method="post">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required>
      <button type="submit">Join the letter</button>
    </form>
  </main>
</body>
</html>
`;

const POTTERY_THANKS = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Almost there</title><link rel="stylesheet" href="styles.css"></head>
<body><main><h1>Almost there</h1><p>Please confirm your address with the link we just sent you.</p></main></body>
</html>
`;

const POTTERY_STYLES = `body { margin: 0; font: 18px/1.5 system-ui, sans-serif; color: #3b2f2a; background: #f7f1ea; }
main { max-width: 36rem; margin: 0 auto; padding: 3rem 1.5rem; }
form { display: grid; gap: 0.5rem; }
input, button { font: inherit; padding: 0.75rem; border-radius: 0.5rem; }
button { border: 0; color: #fff; background: #a0522d; }
`;

const LOGO = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="Spoke &amp; Chain">
  <circle cx="60" cy="60" r="50" fill="none" stroke="${fill}" stroke-width="6"/>
  <path d="M60 10v100M10 60h100M25 25l70 70M95 25l-70 70" stroke="${fill}" stroke-width="2"/>
  <circle cx="60" cy="60" r="9" fill="${fill}"/>
</svg>
`;

const CARD = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 850 550">
  <rect width="850" height="550" fill="#1f7a4d"/>
  <text x="70" y="300" font-family="sans-serif" font-size="64" fill="#fff">Spoke &amp; Chain</text>
  <text x="70" y="370" font-family="sans-serif" font-size="28" fill="#d8f3e4">Repairs while you wait</text>
</svg>
`;

/** Ava's first delivery for the pottery studio's newsletter page (waiting for Clara's review). */
export function potteryDelivery(submittedAt: Date): DemoDelivery {
  return {
    fileName: 'clay-and-kiln-newsletter-page.zip',
    bytes: zipArchive(
      [
        { name: 'newsletter-page/index.html', content: POTTERY_PAGE },
        { name: 'newsletter-page/thanks.html', content: POTTERY_THANKS },
        { name: 'newsletter-page/styles.css', content: POTTERY_STYLES },
        {
          name: 'newsletter-page/README.txt',
          content:
            'Open index.html in a browser. The form posts to your mail provider; replace the action URL with ' +
            'the one from its dashboard. thanks.html is the page it should redirect to.\n',
        },
      ],
      submittedAt,
    ),
  };
}

/** Ben's first delivery for the bicycle shop's logo (Clara asked for one revision). */
export function bikeShopDelivery(submittedAt: Date): DemoDelivery {
  return {
    fileName: 'spoke-and-chain-logo-v1.zip',
    bytes: zipArchive(
      [
        { name: 'logo/spoke-and-chain.svg', content: LOGO('#1f7a4d') },
        { name: 'logo/business-card-front.svg', content: CARD },
        {
          name: 'README.txt',
          content: 'Logo and business card as SVG, first round. Colours: green #1f7a4d, mint #d8f3e4.\n',
        },
      ],
      submittedAt,
    ),
  };
}
