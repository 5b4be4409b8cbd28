import { Typography, theme } from 'antd';

/** The home page's quote: the idea the whole product is built on. */
export function VisionQuote() {
  const { token } = theme.useToken();
  return (
    <figure
      style={{
        margin: 0,
        padding: 'clamp(24px, 4vw, 40px)',
        borderLeft: `4px solid ${token.colorPrimary}`,
        background: token.colorFillAlter,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <blockquote style={{ margin: 0 }}>
        <Typography.Paragraph style={{ fontSize: 'clamp(18px, 2.4vw, 24px)', fontStyle: 'italic', marginBottom: 12 }}>
          “Talent is everywhere. Opportunity should be too — and nobody should have to pay a toll to reach it.”
        </Typography.Paragraph>
      </blockquote>
      <figcaption>
        <Typography.Text type="secondary">— The Freelane team</Typography.Text>
      </figcaption>
    </figure>
  );
}
