import { useState, type KeyboardEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { JOB_SKILL_MAX_LENGTH, JOB_SKILLS_MAX_COUNT } from '@freelane/shared/contracts';

interface SkillsInputProps {
  /** Set by Form.Item, so the field's label names the text box. */
  id?: string;
  value?: string[];
  onChange?: (skills: string[]) => void;
}

/**
 * Skills added one at a time (spec §2): Add or Enter adds the trimmed text; blanks and skills
 * already in the list (case-insensitive) are ignored with a hint; each tag can be removed.
 */
export function SkillsInput({ id, value = [], onChange }: SkillsInputProps) {
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState('');
  const full = value.length >= JOB_SKILLS_MAX_COUNT;

  const handleAdd = () => {
    const skill = draft.trim();
    setDraft('');
    if (!skill) {
      setHint('Type a skill first.');
      return;
    }
    if (value.some((item) => item.toLowerCase() === skill.toLowerCase())) {
      setHint(`“${skill}” is already in the list.`);
      return;
    }
    setHint('');
    onChange?.([...value, skill]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the skill; it must not submit the whole form.
    event.preventDefault();
    handleAdd();
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Input
          id={id}
          value={draft}
          maxLength={JOB_SKILL_MAX_LENGTH}
          placeholder={full ? `At most ${JOB_SKILLS_MAX_COUNT} skills` : 'e.g. React'}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button onClick={handleAdd} disabled={full} aria-label="Add skill">
          Add
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary" role="status" style={{ display: 'block', minHeight: 22, marginTop: 4 }}>
        {hint}
      </Typography.Text>
      {value.length > 0 && (
        <Flex wrap gap={8} role="list" aria-label="Skills added">
          {value.map((skill) => (
            <span role="listitem" key={skill}>
              <Tag
                closable
                closeIcon={<CloseOutlined aria-label={`Remove ${skill}`} />}
                onClose={(event) => {
                  event.preventDefault();
                  onChange?.(value.filter((item) => item !== skill));
                }}
                style={{ fontSize: 14, padding: '2px 8px', margin: 0 }}
              >
                {skill}
              </Tag>
            </span>
          ))}
        </Flex>
      )}
    </div>
  );
}
