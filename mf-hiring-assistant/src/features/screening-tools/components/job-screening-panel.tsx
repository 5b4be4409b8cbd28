import { useState } from 'react';
import { getErrorMessage, useGetJobScreeningQuery } from '@freelane/shared';
import type { JobScreening, JobScreeningBody } from '@freelane/shared/contracts';
import { Alert, Button, Card, Flex, Form, Popconfirm, Radio, Select, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  useGetScreeningPackagesQuery,
  useRemoveJobScreeningMutation,
  useSetJobScreeningMutation,
} from '../api/screening';
import { EMPTY_CRITERIA, toCriteria, toCriteriaValues, type CriteriaFormValues } from '../lib/criteria-values';
import { CriteriaFields } from './criteria-fields';
import { CriteriaSummary } from './criteria-summary';
import { AntdProvider, useToasts } from '@freelane/shared/ui';
import { criteriaFromStored } from '@freelane/shared/contracts';

type Source = 'package' | 'custom';
type ScreeningFormValues = CriteriaFormValues & { source: Source; packageId?: string };

/** Packages offered in the picker: enough for any real client, without paging inside a select. */
const PICKER_LIMIT = 100;

/** One job's screening: what it screens on now, and a form to apply a package or set criteria. */
export function JobScreeningPanel({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const current = useGetJobScreeningQuery(jobId);
  if (current.isLoading) return <Skeleton active aria-label="Loading the job's screening" />;
  if (current.isError || !current.data)
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(current.error, "We couldn't load this job's screening.")}
        action={<Button onClick={() => void current.refetch()}>Try again</Button>}
      />
    );
  const screening = current.data.screening;
  return (
    <Flex vertical gap={16}>
      {screening ? (
        <CurrentScreening jobId={jobId} jobTitle={jobTitle} screening={screening} />
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>{jobTitle}</Typography.Text> screens nothing yet: every proposal is listed as it
          comes.
        </Typography.Paragraph>
      )}
      {/* Keyed by the saved version, so the form restarts from what is saved after each change. */}
      <ScreeningForm key={screening?.updatedAt ?? 'none'} jobId={jobId} screening={screening} />
    </Flex>
  );
}

function CurrentScreening({
  jobId,
  jobTitle,
  screening,
}: {
  jobId: string;
  jobTitle: string;
  screening: JobScreening;
}) {
  const { message } = useToasts();
  const [remove, removing] = useRemoveJobScreeningMutation();
  const handleRemove = async () => {
    try {
      message.success((await remove(jobId).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };
  return (
    <Card size="small" title={`Screening on "${jobTitle}"`}>
      {screening.packageName && (
        <Typography.Paragraph type="secondary">From the package “{screening.packageName}”.</Typography.Paragraph>
      )}
      <CriteriaSummary criteria={criteriaFromStored(screening.criteria)} label="Current screening" />
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Link to={`/viewApplicants?jobId=${encodeURIComponent(jobId)}&sort=screening`}>See the scored applicants</Link>
        <Popconfirm
          title="Remove the screening from this job?"
          description="Proposals are no longer scored; answers already given are kept."
          okText="Remove"
          okButtonProps={{ danger: true }}
          onConfirm={handleRemove}
        >
          <Button danger size="small" loading={removing.isLoading}>
            Remove Screening
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}

function ScreeningForm({ jobId, screening }: { jobId: string; screening: JobScreening | null }) {
  const { message } = useToasts();
  const [form] = Form.useForm<ScreeningFormValues>();
  const source = Form.useWatch('source', form) ?? 'custom';
  const packages = useGetScreeningPackagesQuery({ page: 1, limit: PICKER_LIMIT });
  const [save, saving] = useSetJobScreeningMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const saved = packages.data?.packages ?? [];

  const submit = async (values: ScreeningFormValues) => {
    let body: JobScreeningBody;
    if (values.source === 'package') {
      if (!values.packageId) {
        setProblem('Please choose one of your packages.');
        return;
      }
      body = { packageId: values.packageId };
    } else {
      const checked = toCriteria(values);
      if (!checked.ok) {
        setProblem(checked.message);
        return;
      }
      body = { criteria: checked.criteria };
    }
    setProblem(null);
    try {
      message.success((await save({ jobId, body }).unwrap()).message ?? 'Screening saved.');
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  };

  const initialValues: ScreeningFormValues = {
    source: 'custom',
    ...(screening ? toCriteriaValues(criteriaFromStored(screening.criteria)) : EMPTY_CRITERIA),
  };

  return (
    <Card size="small" title={screening ? 'Change the screening' : 'Screen this job'}>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
        <Form.Item name="source" label="Criteria">
          <Radio.Group
            options={[
              { value: 'package', label: 'Use a saved package' },
              { value: 'custom', label: 'Choose tools for this job' },
            ]}
          />
        </Form.Item>
        {source === 'package' ? (
          saved.length === 0 && !packages.isLoading ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="No packages yet"
              description="Build one under Custom Screening Package below, or choose tools for this job."
            />
          ) : (
            <Form.Item label="Package" name="packageId">
              <Select
                loading={packages.isLoading}
                placeholder="Choose a package"
                options={saved.map((option) => ({ value: option._id, label: option.name }))}
              />
            </Form.Item>
          )
        ) : (
          <CriteriaFields />
        )}
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          Apply To Job
        </Button>
      </Form>
    </Card>
  );
}

/** The panel as the page loads it on demand (an island): it themes its own antd. */
export default function JobScreeningIsland(props: { jobId: string; jobTitle: string }) {
  return (
    <AntdProvider>
      <JobScreeningPanel {...props} />
    </AntdProvider>
  );
}
