import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Card, Flex, Progress, Typography } from 'antd';
import type { CurrentUser } from '@freelane/shared/contracts';
import { getCompletenessItems, getCompletenessPercent } from '@freelane/shared';

/** The 'Complete your profile' side panel: a percentage ring and what is done or missing. */
export function ProfileCompleteness({ user }: { user: CurrentUser }) {
  const items = getCompletenessItems(user);
  const percent = getCompletenessPercent(items);
  return (
    <Card>
      <section aria-labelledby="profile-completeness-title">
        <Typography.Title level={2} id="profile-completeness-title" style={{ fontSize: 20, marginTop: 0 }}>
          Complete your profile
        </Typography.Title>
        <Flex justify="center" style={{ margin: '8px 0 16px' }}>
          <Progress
            type="circle"
            percent={percent}
            // antd renders a progressbar with aria-valuenow; the label names it.
            aria-label="Profile completeness"
          />
        </Flex>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
              {item.done ? (
                <CheckCircleFilled style={{ color: '#2da44e' }} aria-hidden />
              ) : (
                <CloseCircleFilled style={{ color: '#cf222e' }} aria-hidden />
              )}
              <span>
                {item.label}
                <span style={visuallyHiddenStyle}>{item.done ? ' (done)' : ' (missing)'}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
