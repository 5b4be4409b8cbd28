import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import type { HiringAssistant } from '@freelane/shared/contracts';
// Values from plain modules: through the contracts barrel the page would carry zod and every schema.
import {
  HIRING_ASSISTANT_FEE_CAP,
  HIRING_ASSISTANT_FEE_PERCENT,
  HIRING_RATING_FILTER_LABELS,
  HIRING_RATING_FILTERS,
  HIRING_SPECIALIZATION_LABELS,
  HIRING_SPECIALIZATIONS,
  type HiringRatingFilter,
  type HiringSpecialization,
} from '@freelane/shared/contracts/hiring-assistant-options';
import { messagePagePath } from '@freelane/shared/contracts/page-paths';
import {
  LoadingState,
  OnceOpened,
  PageContainer,
  PagedList,
  PlainCard,
  PlainEmpty,
  PlainSelect,
  PlainSwitch,
  useToasts,
} from '@freelane/shared/ui';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetHiringAssistantsQuery } from '../features/assistant-directory/api/get-hiring-assistants';
import { useSetShortlistedMutation } from '../features/assistant-directory/api/set-shortlisted';
import { useGetMyAppointmentsQuery } from '../features/appointments/api/appointments';
import { MY_ASSISTANTS_ARGS, MyAssistants } from '../features/appointments/components/my-assistants';
import { AssistantCard } from '../features/assistant-directory/components/assistant-card';

// Its form (Modal, Form, Select, Alert) loads when a client first appoints someone.
const AppointDialog = lazy(() =>
  import('../features/appointments/components/appoint-dialog').then((module) => ({ default: module.AppointDialog })),
);

const PAGE_SIZE = 9;
/** A filter and its label side by side, as antd's inline Form.Item (label, 8 px, control). */
const FILTER_ITEM = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /hire-selectionAssistant: accepted hiring assistants, filtered by the server, with Shortlist and Connect. */
function HireSelectionAssistant() {
  const formatMoney = useFormatMoney();
  const { message } = useToasts();
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
  // "Your assistants" sits above the filters: they are laid out once its answer is in, so its card
  // does not push them down when it arrives (it shifted the page by 0.07, issue 39).
  const myAssistants = useGetMyAppointmentsQuery(MY_ASSISTANTS_ARGS);
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
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Talent Selection with Hire Selection Assistant
      </h1>
      <p style={{ fontSize: 16, maxWidth: 760 }}>
        An experienced freelancer reviews the proposals on your job and recommends the best candidates; you still
        decide. Fee: {HIRING_ASSISTANT_FEE_PERCENT}% of the job's budget, up to {formatMoney(HIRING_ASSISTANT_FEE_CAP)},
        only when you hire a recommended freelancer.
      </p>
      {myAssistants.isLoading ? (
        <LoadingState label="Loading hiring assistants" avatar />
      ) : (
        <>
          <MyAssistants />
          <PlainCard style={{ marginBottom: 24 }}>
            <form
              aria-label="Filters"
              onSubmit={(event) => event.preventDefault()}
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 16, rowGap: 12 }}
            >
              <span style={FILTER_ITEM}>
                <label htmlFor="assistant-specialization">Specialization</label>
                <PlainSelect
                  id="assistant-specialization"
                  style={{ minWidth: 200 }}
                  value={specialization}
                  onChange={(value) => value && changeFilters({ specialization: value })}
                  options={HIRING_SPECIALIZATIONS.map((value) => ({
                    value,
                    label: value === 'any' ? 'Any specialization' : HIRING_SPECIALIZATION_LABELS[value],
                  }))}
                />
              </span>
              <span style={FILTER_ITEM}>
                <label htmlFor="assistant-rating">Rating</label>
                <PlainSelect
                  id="assistant-rating"
                  style={{ minWidth: 180 }}
                  value={rating}
                  onChange={(value) => value && changeFilters({ rating: value })}
                  options={HIRING_RATING_FILTERS.map((value) => ({ value, label: HIRING_RATING_FILTER_LABELS[value] }))}
                />
              </span>
              <span style={FILTER_ITEM}>
                <label htmlFor="assistant-shortlisted">Shortlisted only</label>
                <PlainSwitch
                  id="assistant-shortlisted"
                  checked={shortlisted}
                  onChange={(checked) => changeFilters({ shortlisted: String(checked) })}
                />
              </span>
            </form>
          </PlainCard>
          <PagedList
            query={assistants}
            items={assistants.data?.hiringAssistants}
            pagination={assistants.data?.pagination}
            onPageChange={(next) => changeFilters({ page: String(next) })}
            pagerMarginTop={24}
            loading={<LoadingState label="Loading hiring assistants" avatar />}
            errorTitle="We couldn't load the hiring assistants"
            errorFallback="Something went wrong while loading the hiring assistants. Please try again."
            empty={
              <PlainEmpty
                description={
                  shortlisted
                    ? 'Your shortlist is empty.'
                    : 'No hiring assistant matches these filters. Try a wider rating or any specialization.'
                }
              />
            }
          >
            {(list) => (
              <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
                {list.map((assistant) => (
                  <AssistantCard
                    key={assistant._id}
                    assistant={assistant}
                    shortlistBusy={busyId === assistant._id}
                    onShortlist={(next) => void toggleShortlist(assistant._id, next)}
                    connectTo={messagePagePath(assistant._id)}
                    onAppoint={() => setAppointing(assistant)}
                  />
                ))}
              </div>
            )}
          </PagedList>
        </>
      )}
      <OnceOpened open={appointing !== null}>
        <AppointDialog assistant={appointing} onClose={() => setAppointing(null)} />
      </OnceOpened>
    </PageContainer>
  );
}

export default HireSelectionAssistant;
