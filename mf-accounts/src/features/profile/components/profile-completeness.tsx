import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { CurrentUser } from '@freelane/shared/contracts';
import { getCompletenessItems, getCompletenessPercent } from '@freelane/shared';
import { FlexBox, PlainProgress, SvgIcon } from '@freelane/shared/ui';

/** The 'Complete your profile' side panel: a percentage ring and what is done or missing (no antd, issue 39). */
export function ProfileCompleteness({ user }: { user: CurrentUser }) {
  const items = getCompletenessItems(user);
  const percent = getCompletenessPercent(items);
  return (
    <div className="fl-card">
      <section className="fl-card__body" aria-labelledby="profile-completeness-title">
        <h2 className="fl-title" id="profile-completeness-title" style={{ fontSize: 20, marginTop: 0 }}>
          Complete your profile
        </h2>
        <FlexBox justify="center" style={{ margin: '8px 0 16px' }}>
          {/* A progressbar with aria-valuenow, named by its label (e2e/accounts-signup reads both). */}
          <PlainProgress type="circle" percent={percent} aria-label="Profile completeness" />
        </FlexBox>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
              <span
                style={{
                  display: 'inline-flex',
                  color: item.done ? 'var(--fl-color-success)' : 'var(--fl-color-error)',
                }}
              >
                <SvgIcon icon={item.done ? CheckCircleFilled : CloseCircleFilled} />
              </span>
              <span>
                {item.label}
                <span style={visuallyHiddenStyle}>{item.done ? ' (done)' : ' (missing)'}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
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
