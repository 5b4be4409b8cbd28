import { useState } from 'react';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import type { ProjectBrief, ProjectBriefBody } from '@freelane/shared/contracts';
import { useConfirmBriefMutation } from '../api/confirm-brief';
import { useDeclineBriefMutation } from '../api/decline-brief';
import { useDeleteBriefMutation } from '../api/delete-brief';
import { useUpdateBriefMutation } from '../api/update-brief';
import { useToasts, useConfirm } from '@freelane/shared/ui';

/**
 * What the two parties can do with a brief: its sender edits or deletes it, its recipient accepts or
 * declines it. The server decides; every refusal is shown in its own words.
 */
export function useBriefActions(brief: ProjectBrief, otherId: string) {
  const { message } = useToasts();
  const confirm = useConfirm();
  const formatMoney = useFormatMoney();
  const [confirmBrief, { isLoading: accepting }] = useConfirmBriefMutation();
  const [declineBrief, { isLoading: declining }] = useDeclineBriefMutation();
  const [deleteBrief, { isLoading: deleting }] = useDeleteBriefMutation();
  const [updateBrief, { isLoading: saving }] = useUpdateBriefMutation();
  const [editing, setEditing] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const ids = { briefId: brief._id, otherId };

  const accept = () =>
    confirm({
      title: 'Accept this brief?',
      content: `A job “${brief.title}” is created at ${formatMoney(brief.salary)} and starts now.`,
      okText: 'Accept',
      onOk: async () => {
        try {
          const result = await confirmBrief(ids).unwrap();
          message.success(result.message || 'The brief was accepted and the job was created.');
        } catch (error) {
          message.error(getErrorMessage(error, 'The brief could not be accepted.'));
        }
      },
    });

  const decline = async (reason: string) => {
    try {
      const result = await declineBrief({ ...ids, reason: reason || undefined }).unwrap();
      message.success(result.message || 'The brief was declined.');
      setDeclineOpen(false);
    } catch (error) {
      message.error(getErrorMessage(error, 'The brief could not be declined.'));
    }
  };

  const remove = () =>
    confirm({
      title: 'Delete this brief?',
      content: 'It is withdrawn and shown to both of you as “Message deleted”.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await deleteBrief(ids).unwrap();
          message.success(result.message || 'The brief was deleted.');
        } catch (error) {
          message.error(getErrorMessage(error, 'The brief could not be deleted.'));
        }
      },
    });

  const save = async (body: ProjectBriefBody) => {
    try {
      const result = await updateBrief({ ...ids, body }).unwrap();
      message.success(result.message || 'The brief was updated.');
      setEditing(false);
      return true;
    } catch (error) {
      message.error(getErrorMessage(error, 'The brief could not be updated.'));
      return false;
    }
  };

  return {
    accept,
    remove,
    decline,
    save,
    editing,
    setEditing,
    declineOpen,
    setDeclineOpen,
    busy: accepting || declining || deleting || saving,
    declining,
    saving,
  };
}
