import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { urlOf } from '@freelane/shared/contracts/endpoint';
import { DownloadButton } from './download-button';

/** "Download invoice" on a completed job, for either of its parties (issue 38): the PDF the API numbers and draws. */
export function InvoiceButton({ jobId, title, size }: { jobId: string; title: string; size?: 'small' | 'middle' }) {
  return (
    <DownloadButton
      size={size}
      url={urlOf(jobEndpoints.getInvoice, { jobId })}
      fallbackName="freelane-invoice.pdf"
      aria-label={`Download invoice for ${title}`}
    >
      Download invoice
    </DownloadButton>
  );
}
