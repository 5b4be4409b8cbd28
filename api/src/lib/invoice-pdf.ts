import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The invoice of a completed job as a PDF (issue 38), drawn with pdfkit. Fonts come from the npm
 * registry with the app (a fresh server has no system fonts to count on) and are embedded as
 * subsets: Noto Sans covers Latin, Greek and Cyrillic, Noto Sans Devanagari the Devanagari names;
 * each run of text is written in the font of its script, so no name comes out as boxes.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
} as const;

/** Devanagari text (letters, signs, the danda it shares with other scripts): what Noto Sans itself does not draw. */
const DEVANAGARI = /(\p{Script_Extensions=Devanagari}+)/u;

/** A party as the invoice names them: no e-mail address (the app never shows one person's to another). */
export interface InvoiceParty {
  fullName: string;
  username: string;
}

export interface InvoiceContent {
  /** As printed: INV-0001, sequential per freelancer. */
  number: string;
  issuedAt: Date;
  freelancer: InvoiceParty;
  client: InvoiceParty;
  job: { id: string; title: string; hiredAt: Date | null; completedAt: Date | null };
  /** The agreed amount, already written in the site's currency ("$1,250.00"). */
  amountText: string;
  currency: string;
  siteUrl: string;
}

/** Runs of text each drawn in one font: Devanagari in its own, the rest in Noto Sans. */
export function scriptRuns(text: string): Array<{ text: string; devanagari: boolean }> {
  return text
    .split(DEVANAGARI)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, devanagari: DEVANAGARI.test(part) }));
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

/** The invoice as a PDF stream (pdfkit's document is a Readable); the caller sends it. */
export function renderInvoicePdf(content: InvoiceContent): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${content.number}`, Author: content.freelancer.fullName, Creator: 'Freelane' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('devanagari', FONTS.devanagari);

  /** One line (or paragraph) in mixed scripts; `bold` only for the Latin/Cyrillic runs (Devanagari has one weight here). */
  const write = (text: string, { size = 11, bold = false, gap = 4 } = {}) => {
    const runs = scriptRuns(text);
    doc.fontSize(size);
    runs.forEach((run, index) => {
      doc.font(run.devanagari ? 'devanagari' : bold ? 'bold' : 'regular');
      doc.text(run.text, { continued: index < runs.length - 1 });
    });
    doc.moveDown(gap / 10);
  };

  write('Invoice', { size: 24, bold: true });
  write(`Invoice number: ${content.number}`, { bold: true });
  write(`Issued: ${day(content.issuedAt)}`);
  doc.moveDown();

  write('From (the freelancer)', { size: 10, bold: true });
  write(content.freelancer.fullName, { size: 13 });
  write(`@${content.freelancer.username} on Freelane`, { size: 10 });
  doc.moveDown(0.5);
  write('To (the client)', { size: 10, bold: true });
  write(content.client.fullName, { size: 13 });
  write(`@${content.client.username} on Freelane`, { size: 10 });
  doc.moveDown();

  write('Job', { size: 10, bold: true });
  write(content.job.title, { size: 13 });
  write(`Job reference: ${content.job.id}`, { size: 10 });
  write(`Hired: ${day(content.job.hiredAt)}    Completed: ${day(content.job.completedAt)}`, { size: 10 });
  doc.moveDown();

  write(`Agreed amount: ${content.amountText} (${content.currency})`, { size: 14, bold: true });
  write('Commission: 0 % commission. Freelane takes no fee from either party.', { size: 10 });
  doc.moveDown();
  write(
    'The agreed amount is due from the client to the freelancer directly. Freelane does not hold or ' +
      'transfer money; this invoice records the agreement made on Freelane.',
    { size: 9 },
  );
  write(content.siteUrl, { size: 9 });
  doc.end();
  return doc;
}
