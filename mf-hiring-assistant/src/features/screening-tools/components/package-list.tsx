import { lazy, useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { ScreeningPackage } from '@freelane/shared/contracts';
import {
  ListPager,
  LoadingState,
  OnceOpened,
  PlainButton,
  PlainCard,
  PlainEmpty,
  useConfirm,
  useToasts,
  FlexBox,
} from '@freelane/shared/ui';
import { useDeleteScreeningPackageMutation, useGetScreeningPackagesQuery } from '../api/screening';
import { CriteriaSummary } from './criteria-summary';
import { criteriaFromStored } from '@freelane/shared/contracts';
import { SCREENING_PACKAGES_FIRST } from '@freelane/shared/contracts/endpoints/screening';

// The package form (Modal, Form, the criteria fields and antd's theme) loads when first opened.
const PackageDialog = lazy(() => import('./package-dialog').then((module) => ({ default: module.PackageDialog })));

/** The Custom Screening Package builder: the client's saved packages with New, Edit and Delete. */
export function PackageList() {
  const { message } = useToasts();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const packages = useGetScreeningPackagesQuery({ ...SCREENING_PACKAGES_FIRST.list, page });
  const [remove] = useDeleteScreeningPackageMutation();
  const [dialog, setDialog] = useState<{ editing: ScreeningPackage | null } | null>(null);

  const handleDelete = async (target: ScreeningPackage) => {
    try {
      message.success((await remove(target._id).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  let content;
  if (packages.isLoading)
    content = (
      <PlainCard>
        <LoadingState label="Loading your packages" rows={3} />
      </PlainCard>
    );
  else if (packages.isError || !packages.data)
    content = (
      <PlainEmpty description={getErrorMessage(packages.error, "We couldn't load your packages.")}>
        <PlainButton onClick={() => void packages.refetch()}>Try again</PlainButton>
      </PlainEmpty>
    );
  else if (packages.data.packages.length === 0)
    content = <PlainEmpty description="No packages yet. Save a combination of tools to reuse it on any job." />;
  else
    content = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {packages.data.packages.map((saved) => (
          <div key={saved._id} className="fl-card" style={{ padding: 12 }}>
            <article aria-label={saved.name}>
              <FlexBox wrap justify="space-between" align="flex-start" gap={12}>
                <div>
                  <h3 className="fl-title" style={{ fontSize: 16, margin: 0 }}>
                    {saved.name}
                  </h3>
                  <span className="fl-text-secondary">
                    {saved.jobsUsing === 0
                      ? 'Not applied to a job'
                      : `Applied to ${saved.jobsUsing} ${saved.jobsUsing === 1 ? 'job' : 'jobs'}`}
                  </span>
                </div>
                <div style={{ display: 'flex', gap: 8 }}>
                  <PlainButton onClick={() => setDialog({ editing: saved })}>Edit</PlainButton>
                  <PlainButton
                    danger
                    onClick={() =>
                      confirm({
                        title: `Delete "${saved.name}"?`,
                        content: 'Jobs it was applied to keep their criteria.',
                        okText: 'Delete',
                        okButtonProps: { danger: true },
                        onOk: () => handleDelete(saved),
                      })
                    }
                  >
                    Delete
                  </PlainButton>
                </div>
              </FlexBox>
              <div style={{ marginTop: 8 }}>
                <CriteriaSummary criteria={criteriaFromStored(saved.criteria)} label={`${saved.name} criteria`} />
              </div>
            </article>
          </div>
        ))}
        <ListPager pagination={packages.data.pagination} onChange={setPage} />
      </div>
    );

  return (
    <section aria-labelledby="custom-packages">
      <FlexBox wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 12 }}>
        <h2 className="fl-title" id="custom-packages" style={{ fontSize: 20, margin: 0 }}>
          Custom Screening Package
        </h2>
        <PlainButton type="primary" onClick={() => setDialog({ editing: null })}>
          New Package
        </PlainButton>
      </FlexBox>
      {content}
      <OnceOpened open={dialog !== null}>
        <PackageDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      </OnceOpened>
    </section>
  );
}
