import { useCallback, useId, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { PageInfo } from '@freelane/shared/contracts';
import { AntdProvider } from '@freelane/shared/ui';
import { SuggestedFreelancerPage } from './suggested-freelancer-page';

interface SuggestedFreelancersDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (userId: string) => void;
}

/**
 * Clients' plus icon (spec §2, §9): suggested freelancers, 7 at first, See More adds 7 (the next page
 * from the server, so the list can grow without limit). Choosing one opens their conversation. Loaded
 * when first opened, it brings antd's theme with it (the Messages page itself renders no antd).
 */
export function SuggestedFreelancersDialog({ open, onClose, onChoose }: SuggestedFreelancersDialogProps) {
  const titleId = useId();
  const [pages, setPages] = useState(1);
  const [totalPages, setTotalPages] = useState<number | null>(null);

  const handleLoaded = useCallback((_page: number, pagination: PageInfo) => setTotalPages(pagination.totalPages), []);
  const handleChoose = (userId: string) => {
    onChoose(userId);
    onClose();
  };

  return (
    <AntdProvider>
      <Modal
        open={open}
        title={<span id={titleId}>Suggested freelancers</span>}
        aria-labelledby={titleId}
        onCancel={onClose}
        footer={null}
        afterClose={() => setPages(1)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Start a conversation with a freelancer — no commission, ever.
        </Typography.Paragraph>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Suggested freelancers">
          {Array.from({ length: pages }, (_, index) => (
            <SuggestedFreelancerPage key={index + 1} page={index + 1} onChoose={handleChoose} onLoaded={handleLoaded} />
          ))}
        </ul>
        {totalPages !== null && pages < totalPages && (
          <div style={{ display: 'flex', justifyContent: 'center', marginTop: 12 }}>
            <Button onClick={() => setPages((count) => count + 1)}>See More</Button>
          </div>
        )}
        {totalPages === 0 && (
          <Typography.Paragraph type="secondary">No freelancers to suggest yet.</Typography.Paragraph>
        )}
      </Modal>
    </AntdProvider>
  );
}
