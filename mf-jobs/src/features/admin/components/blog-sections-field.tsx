import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { blogSectionSchema } from '@freelane/shared/contracts';
import { zodRule } from '@freelane/shared/ui';

const MAX_SECTIONS = 50;

/** The post's sections (subheading + text), at least one, added and removed in place. */
export function BlogSectionsField() {
  return (
    <Form.List
      name="content"
      rules={[
        {
          validator: async (_rule, sections: unknown[] | undefined) => {
            if (!sections || sections.length === 0) throw new Error('Add at least one section.');
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={`Section ${index + 1}`}
              style={{ marginBottom: 12 }}
              extra={
                fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove section ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                )
              }
            >
              <Form.Item
                label={`Subheading ${index + 1}`}
                name={[field.name, 'subheading']}
                rules={[zodRule(blogSectionSchema.shape.subheading)]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                label={`Text ${index + 1}`}
                name={[field.name, 'text']}
                rules={[zodRule(blogSectionSchema.shape.text)]}
                style={{ marginBottom: 0 }}
              >
                <Input.TextArea rows={4} />
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < MAX_SECTIONS && (
            <Button icon={<PlusOutlined />} onClick={() => add({ subheading: '', text: '' })}>
              Add section
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
