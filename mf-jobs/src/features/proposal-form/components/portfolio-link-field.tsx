import { Button, Flex, Form, Input, Space, Typography, type FormInstance } from 'antd';
import { portfolioLink } from '@freelane/shared/contracts';
import type { ProposalFormValues } from '../lib/proposal-values';

/**
 * Portfolio: type a link, then Save Link keeps it. Save Link acts only on a non-empty http(s) link
 * (spec §2); a typed but unsaved link blocks sending, so it is never silently dropped.
 */
export function PortfolioLinkField({ form }: { form: FormInstance<ProposalFormValues> }) {
  const draft = Form.useWatch('portfolioDraft', form) ?? '';
  const saved = Form.useWatch('portfolio', form) ?? '';

  const handleSave = () => {
    const result = portfolioLink.safeParse(draft);
    if (!result.success) {
      form.setFields([
        { name: 'portfolioDraft', errors: [result.error.issues[0]?.message ?? 'This link is not valid.'] },
      ]);
      return;
    }
    form.setFieldsValue({ portfolio: result.data ?? '', portfolioDraft: '' });
    form.setFields([{ name: 'portfolioDraft', errors: [] }]);
  };

  return (
    <>
      <Form.Item name="portfolio" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        label="Portfolio link"
        required={false}
        extra="A link to your work, starting with http:// or https://."
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="portfolioDraft"
            noStyle
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const text = (value ?? '').trim();
                  if (text && text !== saved) throw new Error('Press Save Link to add this link, or clear the box.');
                },
              },
            ]}
          >
            <Input
              aria-label="Portfolio link"
              placeholder="https://"
              inputMode="url"
              onPressEnter={(event) => {
                event.preventDefault();
                handleSave();
              }}
            />
          </Form.Item>
          <Button onClick={handleSave} disabled={!draft.trim()}>
            Save Link
          </Button>
        </Space.Compact>
      </Form.Item>
      {saved && (
        <Flex align="center" gap={8} wrap style={{ marginTop: -12, marginBottom: 24 }}>
          <Typography.Text type="secondary">Saved link:</Typography.Text>
          <Typography.Link href={saved} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
            {saved}
          </Typography.Link>
          <Button size="small" onClick={() => form.setFieldsValue({ portfolio: '' })}>
            Remove link
          </Button>
        </Flex>
      )}
    </>
  );
}
