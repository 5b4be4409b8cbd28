import { Form, Input, Modal, Select, Switch } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import type { SavedSearch, SavedSearchBody, SavedSearchEmail } from '@freelane/shared/contracts';
import { AntdProvider, useToasts } from '@freelane/shared/ui';
import { useCreateSavedSearchMutation, useUpdateSavedSearchMutation } from '../api/saved-searches';
import { describeQuery, type SavedSearchQuery } from '../lib/saved-search-query';

interface FormValues {
  name: string;
  inApp: boolean;
  email: SavedSearchEmail;
  push: boolean;
}

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
  const [form] = Form.useForm<FormValues>();
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
      onOk={() => form.submit()}
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
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void handleFinish(values)}
        initialValues={{
          name: editing?.name ?? query.search ?? '',
          inApp: editing?.alerts.inApp ?? true,
          email: editing && editing.alerts.email !== 'unknown' ? editing.alerts.email : 'off',
          push: editing?.alerts.push ?? false,
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Please name the search.' },
            { max: 80, message: 'A name must be at most 80 characters.' },
          ]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="inApp" label="Alert me in the app" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="email" label="E-mail me">
          <Select aria-label="E-mail me" options={EMAIL_OPTIONS} />
        </Form.Item>
        <Form.Item name="push" label="Push to my devices" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
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
