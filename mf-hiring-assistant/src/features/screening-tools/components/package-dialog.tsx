import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import {
  criteriaFromStored,
  SCREENING_PACKAGE_NAME_MAX_LENGTH,
  screeningPackageBody,
  type ScreeningPackage,
} from '@freelane/shared/contracts';
import { AntdProvider, zodRule, useToasts } from '@freelane/shared/ui';
import { Alert, Form, Input, Modal } from 'antd';
import { useCreateScreeningPackageMutation, useUpdateScreeningPackageMutation } from '../api/screening';
import { EMPTY_CRITERIA, toCriteria, toCriteriaValues, type CriteriaFormValues } from '../lib/criteria-values';
import { CriteriaFields } from './criteria-fields';

type PackageFormValues = CriteriaFormValues & { name: string };

/** The Custom Screening Package builder: a name and the six tools; `editing` null builds a new one. */
export function PackageDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: ScreeningPackage | null;
  onClose: () => void;
}) {
  const { message } = useToasts();
  const [form] = Form.useForm<PackageFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateScreeningPackageMutation();
  const [update, updating] = useUpdateScreeningPackageMutation();

  const save = async (values: PackageFormValues) => {
    const checked = toCriteria(values);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const body = { name: values.name.trim(), criteria: checked.criteria };
    try {
      const result = editing ? await update({ packageId: editing._id, body }).unwrap() : await create(body).unwrap();
      message.success(result.message);
      onClose();
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  };

  const initialValues: PackageFormValues = editing
    ? { name: editing.name, ...toCriteriaValues(criteriaFromStored(editing.criteria)) }
    : { name: '', ...EMPTY_CRITERIA };

  return (
    <AntdProvider>
      <Modal
        open={open}
        title={editing ? `Edit "${editing.name}"` : 'New Custom Screening Package'}
        okText="Save Package"
        okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
        onOk={() => form.submit()}
        onCancel={onClose}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void save(values)}>
          <Form.Item label="Package name" name="name" rules={[zodRule(screeningPackageBody.shape.name)]}>
            <Input maxLength={SCREENING_PACKAGE_NAME_MAX_LENGTH} placeholder="e.g. Senior React developers" />
          </Form.Item>
          <CriteriaFields />
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      </Modal>
    </AntdProvider>
  );
}
