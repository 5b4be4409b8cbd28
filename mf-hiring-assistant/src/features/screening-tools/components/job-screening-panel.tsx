import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage, useGetJobScreeningQuery } from '@freelane/shared';
import type { JobScreening, JobScreeningBody } from '@freelane/shared/contracts';
import { SCREENING_PACKAGES_FIRST } from '@freelane/shared/contracts/endpoints/screening';
import { criteriaFromStored } from '@freelane/shared/contracts/screening-describe';
import {
  FlexBox,
  LoadingState,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainField,
  PlainRadioGroup,
  PlainSelect,
  useConfirm,
  usePlainForm,
  useToasts,
  type PlainRules,
} from '@freelane/shared/ui';
import {
  useGetScreeningPackagesQuery,
  useRemoveJobScreeningMutation,
  useSetJobScreeningMutation,
} from '../api/screening';
import { EMPTY_CRITERIA, toCriteria, toCriteriaValues, type CriteriaFormValues } from '../lib/criteria-values';
import { CriteriaFields, questionsProblem } from './criteria-fields';
import { CriteriaSummary } from './criteria-summary';

type Source = 'package' | 'custom';
type ScreeningFormValues = CriteriaFormValues & { source: Source; packageId?: string };

const SOURCE_OPTIONS: { value: Source; label: string }[] = [
  { value: 'package', label: 'Use a saved package' },
  { value: 'custom', label: 'Choose tools for this job' },
];

/** The questions are checked only when they are what is applied. */
const RULES: PlainRules<ScreeningFormValues> = {
  questions: [(value, values) => (values.source === 'custom' ? questionsProblem(value) : undefined)],
};

/**
 * One job's screening: what it screens on now, and a form to apply a package or set criteria. Drawn
 * with the plain kit, not antd (issue 39): a link to /screening-tools?jobId= shows this panel in
 * its first screen, and antd's Form, Radio, Select and Card were ≈ 150 kB on the phone's line.
 */
export function JobScreeningPanel({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const current = useGetJobScreeningQuery(jobId);
  if (current.isLoading) return <LoadingState label="Loading the job's screening" rows={4} />;
  if (current.isError || !current.data)
    return (
      <PlainAlert type="error" title={getErrorMessage(current.error, "We couldn't load this job's screening.")}>
        <PlainButton onClick={() => void current.refetch()}>Try again</PlainButton>
      </PlainAlert>
    );
  const screening = current.data.screening;
  return (
    <FlexBox vertical gap={16}>
      {screening ? (
        <CurrentScreening jobId={jobId} jobTitle={jobTitle} screening={screening} />
      ) : (
        <p style={{ margin: 0 }}>
          <strong>{jobTitle}</strong> screens nothing yet: every proposal is listed as it comes.
        </p>
      )}
      {/* Keyed by the saved version, so the form restarts from what is saved after each change. */}
      <ScreeningForm key={screening?.updatedAt ?? 'none'} jobId={jobId} screening={screening} />
    </FlexBox>
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
  const confirm = useConfirm();
  const [remove, removing] = useRemoveJobScreeningMutation();
  const handleRemove = async () => {
    try {
      message.success((await remove(jobId).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };
  return (
    <PlainCard title={`Screening on "${jobTitle}"`} headingLevel={3}>
      {screening.packageName && <p className="fl-text-secondary">From the package “{screening.packageName}”.</p>}
      <CriteriaSummary criteria={criteriaFromStored(screening.criteria)} label="Current screening" />
      <FlexBox gap={8} wrap align="center" style={{ marginTop: 12 }}>
        <Link to={`/viewApplicants?jobId=${encodeURIComponent(jobId)}&sort=screening`}>See the scored applicants</Link>
        <PlainButton
          danger
          size="small"
          loading={removing.isLoading}
          onClick={() =>
            confirm({
              title: 'Remove the screening from this job?',
              content: 'Proposals are no longer scored; answers already given are kept.',
              okText: 'Remove',
              okButtonProps: { danger: true },
              onOk: handleRemove,
            })
          }
        >
          Remove Screening
        </PlainButton>
      </FlexBox>
    </PlainCard>
  );
}

function ScreeningForm({ jobId, screening }: { jobId: string; screening: JobScreening | null }) {
  const { message } = useToasts();
  const packages = useGetScreeningPackagesQuery(SCREENING_PACKAGES_FIRST.picker);
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
      const checked = await toCriteria(values);
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

  const form = usePlainForm<ScreeningFormValues>({
    initialValues: {
      source: 'custom',
      ...(screening ? toCriteriaValues(criteriaFromStored(screening.criteria)) : EMPTY_CRITERIA),
    },
    rules: RULES,
    onFinish: submit,
  });

  return (
    <PlainCard title={screening ? 'Change the screening' : 'Screen this job'} headingLevel={3}>
      <form noValidate onSubmit={form.handleSubmit}>
        <PlainField label="Criteria" group {...form.field('source')}>
          <PlainRadioGroup {...form.bind('source')} options={SOURCE_OPTIONS} />
        </PlainField>
        {form.values.source === 'package' ? (
          saved.length === 0 && !packages.isLoading ? (
            <PlainAlert type="info" title="No packages yet" style={{ marginBottom: 16 }}>
              Build one under Custom Screening Package below, or choose tools for this job.
            </PlainAlert>
          ) : (
            <PlainField label="Package" {...form.field('packageId')}>
              <PlainSelect
                {...form.bind('packageId')}
                aria-busy={packages.isLoading || undefined}
                placeholder={packages.isLoading ? 'Loading your packages…' : 'Choose a package'}
                options={saved.map((option) => ({ value: option._id, label: option.name }))}
              />
            </PlainField>
          )
        ) : (
          <CriteriaFields form={form} />
        )}
        {problem && <PlainAlert type="error" title={problem} style={{ marginBottom: 16 }} />}
        <PlainButton type="primary" htmlType="submit" loading={saving.isLoading || form.checking}>
          Apply To Job
        </PlainButton>
      </form>
    </PlainCard>
  );
}
