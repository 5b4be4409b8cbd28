import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { urlOf } from '@freelane/shared/contracts/endpoint';
import { DownloadButton } from './download-button';

/** "Download CSV" on /transaction and /earnings (issue 38): the caller's spending or earnings as a spreadsheet file. */
export function TransactionsCsvButton() {
  return (
    <DownloadButton url={urlOf(jobEndpoints.getTransactionsCsv)} fallbackName="freelane-transactions.csv">
      Download CSV
    </DownloadButton>
  );
}
