import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { ScreeningPackage } from '@freelane/shared/contracts';
import { ListPager, useToasts } from '@freelane/shared/ui';
import { Button, Card, Empty, Flex, Popconfirm, Typography } from 'antd';
import { useDeleteScreeningPackageMutation, useGetScreeningPackagesQuery } from '../api/screening';
import { CriteriaSummary } from './criteria-summary';
import { PackageDialog } from './package-dialog';
import { criteriaFromStored } from '@freelane/shared/contracts';

export const PACKAGES_PAGE_SIZE = 10;

/** The Custom Screening Package builder: the client's saved packages with New, Edit and Delete. */
export function PackageList() {
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const packages = useGetScreeningPackagesQuery({ page, limit: PACKAGES_PAGE_SIZE });
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
  if (packages.isLoading) content = <Card loading aria-label="Loading your packages" />;
  else if (packages.isError || !packages.data)
    content = (
      <Empty description={getErrorMessage(packages.error, "We couldn't load your packages.")}>
        <Button onClick={() => void packages.refetch()}>Try again</Button>
      </Empty>
    );
  else if (packages.data.packages.length === 0)
    content = <Empty description="No packages yet. Save a combination of tools to reuse it on any job." />;
  else
    content = (
      <Flex vertical gap={12}>
        {packages.data.packages.map((saved) => (
          <Card key={saved._id} size="small">
            <article aria-label={saved.name}>
              <Flex justify="space-between" align="start" gap={12} wrap>
                <div>
                  <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                    {saved.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {saved.jobsUsing === 0
                      ? 'Not applied to a job'
                      : `Applied to ${saved.jobsUsing} ${saved.jobsUsing === 1 ? 'job' : 'jobs'}`}
                  </Typography.Text>
                </div>
                <Flex gap={8}>
                  <Button onClick={() => setDialog({ editing: saved })}>Edit</Button>
                  <Popconfirm
                    title={`Delete "${saved.name}"?`}
                    description="Jobs it was applied to keep their criteria."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => handleDelete(saved)}
                  >
                    <Button danger>Delete</Button>
                  </Popconfirm>
                </Flex>
              </Flex>
              <div style={{ marginTop: 8 }}>
                <CriteriaSummary criteria={criteriaFromStored(saved.criteria)} label={`${saved.name} criteria`} />
              </div>
            </article>
          </Card>
        ))}
        <ListPager pagination={packages.data.pagination} onChange={setPage} />
      </Flex>
    );

  return (
    <section aria-labelledby="custom-packages">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id="custom-packages" style={{ fontSize: 20, margin: 0 }}>
          Custom Screening Package
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog({ editing: null })}>
          New Package
        </Button>
      </Flex>
      {content}
      <PackageDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </section>
  );
}
