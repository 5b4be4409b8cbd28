import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import {
  criteriaFromStored,
  SCREENING_PACKAGE_NAME_MAX_LENGTH,
  screeningPackageBody,
  type ScreeningPackage,
} from '@freelane/shared/contracts';
import {
  AntdProvider,
  DialogFormActions,
  PlainAlert,
  PlainField,
  PlainInput,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { Modal } from 'antd';
import { useCreateScreeningPackageMutation, useUpdateScreeningPackageMutation } from '../api/screening';
import { EMPTY_CRITERIA, toCriteria, toCriteriaValues, type CriteriaFormValues } from '../lib/criteria-values';
import { CriteriaFields, questionsProblem } from './criteria-fields';

type PackageFormValues = CriteriaFormValues & { name: string };

/** The API's own rule for the name; the questions' length, as on a job's screening. */
const RULES: PlainRules<PackageFormValues> = {
  name: [zodPlainRule(() => screeningPackageBody.shape.name)],
  questions: [questionsProblem],
};

/**
 * The Custom Screening Package builder: a name and the six tools; `editing` null builds a new one.
 * The dialog stays antd's Modal (loaded when it opens); its fields are the plain kit, the same
 * `CriteriaFields` as a job's screening on the page's first screen (issue 39).
 */
export function PackageDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: ScreeningPackage | null;
  onClose: () => void;
}) {
  return (
    <AntdProvider>
      <Modal
        open={open}
        title={editing ? `Edit "${editing.name}"` : 'New Custom Screening Package'}
        footer={null}
        onCancel={onClose}
        width={720}
        destroyOnHidden
      >
        <PackageForm editing={editing} onClose={onClose} />
      </Modal>
    </AntdProvider>
  );
}

/**
 * The package's fields and the dialog's buttons (in the place of antd's footer): dropped with the
 * closed dialog (`destroyOnHidden`), so the next one starts from the package or empty.
 */
function PackageForm({ editing, onClose }: { editing: ScreeningPackage | null; onClose: () => void }) {
  const { message } = useToasts();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateScreeningPackageMutation();
  const [update, updating] = useUpdateScreeningPackageMutation();

  const save = async (values: PackageFormValues) => {
    const checked = await toCriteria(values);
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

  const form = usePlainForm<PackageFormValues>({
    initialValues: editing
      ? { name: editing.name, ...toCriteriaValues(criteriaFromStored(editing.criteria)) }
      : { name: '', ...EMPTY_CRITERIA },
    rules: RULES,
    onFinish: save,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField label="Package name" {...form.field('name')}>
        <PlainInput
          {...form.bind('name')}
          maxLength={SCREENING_PACKAGE_NAME_MAX_LENGTH}
          placeholder="e.g. Senior React developers"
        />
      </PlainField>
      <CriteriaFields form={form} />
      {problem && <PlainAlert type="error" title={problem} />}
      <DialogFormActions
        submitLabel="Save Package"
        busy={creating.isLoading || updating.isLoading || form.checking}
        onCancel={onClose}
      />
    </form>
  );
}
