import {
  ErrorState,
  getErrorMessage,
  HIRING_ASSISTANT_FEE_CAP,
  HIRING_ASSISTANT_FEE_PERCENT,
  HIRING_RATING_FILTER_LABELS,
  HIRING_RATING_FILTERS,
  HIRING_SPECIALIZATION_LABELS,
  HIRING_SPECIALIZATIONS,
  messagePagePath,
  PageContainer,
  type HiringAssistant,
  type HiringRatingFilter,
  type HiringSpecialization,
} from '@freelane/shared';
import { App, Card, Empty, Form, Pagination, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { useGetHiringAssistantsQuery } from '../features/assistant-directory/api/get-hiring-assistants';
import { useSetShortlistedMutation } from '../features/assistant-directory/api/set-shortlisted';
import { AppointDialog } from '../features/appointments/components/appoint-dialog';
import { MyAssistants } from '../features/appointments/components/my-assistants';
import { AssistantCard } from '../features/assistant-directory/components/assistant-card';

const PAGE_SIZE = 9;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /hire-selectionAssistant: accepted hiring assistants, filtered by the server, with Shortlist and Connect. */
export default function HireSelectionAssistant() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const specialization =
    oneOf<HiringSpecialization>(HIRING_SPECIALIZATIONS, searchParams.get('specialization')) ?? 'any';
  const rating = oneOf<HiringRatingFilter>(HIRING_RATING_FILTERS, searchParams.get('rating')) ?? 'any';
  const shortlisted = searchParams.get('shortlisted') === 'true';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const assistants = useGetHiringAssistantsQuery({
    specialization,
    rating,
    shortlisted: shortlisted || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const [setShortlisted] = useSetShortlistedMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [appointing, setAppointing] = useState<HiringAssistant | null>(null);

  const changeFilters = (next: Record<string, string | undefined>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === 'any' || value === 'false') params.delete(key);
      else params.set(key, value);
    }
    if (!('page' in next)) params.delete('page');
    setSearchParams(params);
  };
  const toggleShortlist = async (assistantId: string, next: boolean) => {
    setBusyId(assistantId);
    try {
      message.success((await setShortlisted({ assistantId, shortlisted: next }).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Talent Selection with Hire Selection Assistant
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 760 }}>
        An experienced freelancer reviews the proposals on your job and recommends the best candidates; you still
        decide. Fee: {HIRING_ASSISTANT_FEE_PERCENT}% of the job's budget, up to {HIRING_ASSISTANT_FEE_CAP}, only when
        you hire a recommended freelancer.
      </Typography.Paragraph>
      <MyAssistants />
      <Card style={{ marginBottom: 24 }}>
        <Form layout="inline" aria-label="Filters" style={{ rowGap: 12 }}>
          <Form.Item label="Specialization" htmlFor="assistant-specialization">
            <Select
              id="assistant-specialization"
              style={{ minWidth: 200 }}
              value={specialization}
              onChange={(value: string) => changeFilters({ specialization: value })}
              options={HIRING_SPECIALIZATIONS.map((value) => ({
                value,
                label: value === 'any' ? 'Any specialization' : HIRING_SPECIALIZATION_LABELS[value],
              }))}
            />
          </Form.Item>
          <Form.Item label="Rating" htmlFor="assistant-rating">
            <Select
              id="assistant-rating"
              style={{ minWidth: 180 }}
              value={rating}
              onChange={(value: string) => changeFilters({ rating: value })}
              options={HIRING_RATING_FILTERS.map((value) => ({ value, label: HIRING_RATING_FILTER_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item label="Shortlisted only" htmlFor="assistant-shortlisted">
            <Switch
              id="assistant-shortlisted"
              checked={shortlisted}
              onChange={(checked) => changeFilters({ shortlisted: String(checked) })}
            />
          </Form.Item>
        </Form>
      </Card>
      {assistants.isLoading ? (
        <LoadingState label="Loading hiring assistants" avatar />
      ) : assistants.isError || !assistants.data ? (
        <ErrorState
          title="We couldn't load the hiring assistants"
          message={getErrorMessage(assistants.error)}
          onRetry={() => void assistants.refetch()}
        />
      ) : assistants.data.hiringAssistants.length === 0 ? (
        <Empty
          description={
            shortlisted
              ? 'Your shortlist is empty.'
              : 'No hiring assistant matches these filters. Try a wider rating or any specialization.'
          }
        />
      ) : (
        <>
          <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
            {assistants.data.hiringAssistants.map((assistant) => (
              <AssistantCard
                key={assistant._id}
                assistant={assistant}
                shortlistBusy={busyId === assistant._id}
                onShortlist={(next) => void toggleShortlist(assistant._id, next)}
                onConnect={() => navigate(messagePagePath(assistant._id))}
                onAppoint={() => setAppointing(assistant)}
              />
            ))}
          </div>
          {assistants.data.pagination.totalPages > 1 ? (
            <Pagination
              style={{ marginTop: 24, textAlign: 'center' }}
              current={page}
              pageSize={PAGE_SIZE}
              total={assistants.data.pagination.total}
              showSizeChanger={false}
              onChange={(next) => changeFilters({ page: String(next) })}
            />
          ) : null}
        </>
      )}
      <AppointDialog assistant={appointing} onClose={() => setAppointing(null)} />
    </PageContainer>
  );
}
