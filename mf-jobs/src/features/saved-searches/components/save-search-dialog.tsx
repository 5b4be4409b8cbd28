import { useId } from 'react';
import { Modal } from 'antd';
import { getErrorMessage } from '@freelane/shared';
// The module alone, not the contracts' index: this dialog's chunk carries only its own schema.
import {
  savedSearchBody,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchEmail,
} from '@freelane/shared/contracts/saved-searches';
import {
  AntdProvider,
  PlainField,
  PlainInput,
  PlainSelect,
  PlainSwitch,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { useCreateSavedSearchMutation, useUpdateSavedSearchMutation } from '../api/saved-searches';
import { describeQuery, type SavedSearchQuery } from '../lib/saved-search-query';

interface FormValues {
  name: string;
  inApp: boolean;
  email: SavedSearchEmail;
  push: boolean;
}

/** The API's own schema for the name: its limit and messages. */
const RULES: PlainRules<FormValues> = { name: [zodPlainRule(() => savedSearchBody.shape.name)] };

const EMAIL_OPTIONS: { value: SavedSearchEmail; label: string }[] = [
  { value: 'off', label: 'No e-mail' },
  { value: 'instant', label: 'At once' },
  { value: 'daily', label: 'One daily digest' },
];

interface SaveSearchDialogProps {
  open: boolean;
  /** The query to save (Find Jobs' current one), or the saved search being edited. */
  query: SavedSearchQuery;
  editing?: SavedSearch;
  onClose: () => void;
}

/**
 * "Save this search": a name and how new matching jobs reach the person (issue 37). Loaded on
 * demand (the Find Jobs first screen does not carry the form).
 */
function SaveSearchForm({ open, query, editing, onClose }: SaveSearchDialogProps) {
  const formId = useId();
  const [create, creating] = useCreateSavedSearchMutation();
  const [update, updating] = useUpdateSavedSearchMutation();
  const { message } = useToasts();

  const handleFinish = async (values: FormValues) => {
    const body: SavedSearchBody = {
      ...query,
      name: values.name,
      alerts: { inApp: values.inApp, email: values.email, push: values.push },
    };
    try {
      if (editing) await update({ id: editing._id, body }).unwrap();
      else await create(body).unwrap();
      message.success(editing ? 'Saved search updated.' : 'Search saved. New matching jobs will alert you.');
      onClose();
    } catch (error) {
      message.error(getErrorMessage(error, 'The search could not be saved. Please try again.'));
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Edit saved search' : 'Save this search'}
      okText={editing ? 'Save changes' : 'Save search'}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      confirmLoading={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {describeQuery({
          search: query.search ?? null,
          category: query.category ?? null,
          budget: query.budget ?? null,
          rank: query.rank ?? null,
        })}
      </p>
      {/* Its own component so that destroyOnHidden starts it afresh with the dialog, as antd's Form did. */}
      <AlertsForm
        id={formId}
        initialValues={{
          name: editing?.name ?? query.search ?? '',
          inApp: editing?.alerts.inApp ?? true,
          email: editing && editing.alerts.email !== 'unknown' ? editing.alerts.email : 'off',
          push: editing?.alerts.push ?? false,
        }}
        onFinish={handleFinish}
      />
    </Modal>
  );
}

/**
 * The name and the alerts on the plain form kit (issue 39): antd's Form, Switch and Select
 * re-rendered and ran their style engine on the tap on Save changes (256–444 ms INP on the phone
 * profile). The dialog shell stays antd's Modal, its OK button submitting this form by its id.
 */
function AlertsForm({
  id,
  initialValues,
  onFinish,
}: {
  id: string;
  initialValues: FormValues;
  onFinish: (values: FormValues) => Promise<void>;
}) {
  const form = usePlainForm<FormValues>({ initialValues, rules: RULES, onFinish });
  const inApp = form.bind('inApp');
  const push = form.bind('push');
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit}>
      <PlainField label="Name" {...form.field('name')}>
        <PlainInput {...form.bind('name')} maxLength={80} />
      </PlainField>
      <PlainField label="Alert me in the app" {...form.field('inApp')}>
        <PlainSwitch id={inApp.id} name={inApp.name} checked={inApp.value} onChange={inApp.onChange} />
      </PlainField>
      <PlainField label="E-mail me" {...form.field('email')}>
        <PlainSelect
          {...form.bind('email')}
          onChange={(value) => value && form.setValue('email', value)}
          options={EMAIL_OPTIONS}
        />
      </PlainField>
      <PlainField label="Push to my devices" {...form.field('push')}>
        <PlainSwitch id={push.id} name={push.name} checked={push.value} onChange={push.onChange} />
      </PlainField>
    </form>
  );
}

/** The dialog with antd's theme: the pages that open it draw their first screen without antd (issue 39). */
export default function SaveSearchDialog(props: SaveSearchDialogProps) {
  return (
    <AntdProvider>
      <SaveSearchForm {...props} />
    </AntdProvider>
  );
}
