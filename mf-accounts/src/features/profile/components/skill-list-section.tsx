import { useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { SKILL_MAX_LENGTH, SKILLS_MAX_COUNT } from '@freelane/shared/contracts';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileSection } from './profile-section';
import { useToasts } from '@freelane/shared/ui';

interface SkillListSectionProps {
  title: string;
  /** Which list of the profile this edits. */
  field: 'subCategory' | 'uspSkill';
  items: string[];
  placeholder: string;
}

/**
 * A list of skills: Add button or Enter adds the trimmed text (blank or already present is
 * ignored, case-insensitively); each tag can be removed. Every change is saved at once.
 */
export function SkillListSection({ title, field, items, placeholder }: SkillListSectionProps) {
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState('');
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = useToasts();

  const save = async (next: string[]) => {
    try {
      const result = await updateProfile({ [field]: next }).unwrap();
      if (result.success) message.success(result.message);
      else message.error(result.message ?? 'Failed to update profile.');
      return result.success;
    } catch (error) {
      message.error(getErrorMessage(error));
      return false;
    }
  };

  const handleAdd = async () => {
    const skill = draft.trim();
    if (!skill) {
      setDraft('');
      return;
    }
    if (items.some((item) => item.toLowerCase() === skill.toLowerCase())) {
      setHint(`“${skill}” is already in the list.`);
      setDraft('');
      return;
    }
    setHint('');
    if (await save([...items, skill])) setDraft('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void handleAdd();
  };

  const full = items.length >= SKILLS_MAX_COUNT;
  const inputLabel = `Add to ${title.toLowerCase()}`;
  return (
    <ProfileSection title={title}>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Input
          aria-label={inputLabel}
          value={draft}
          maxLength={SKILL_MAX_LENGTH}
          placeholder={full ? `At most ${SKILLS_MAX_COUNT} entries` : placeholder}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button
          type="primary"
          onClick={() => void handleAdd()}
          loading={isLoading}
          disabled={full}
          aria-label={`Add ${title}`}
        >
          Add
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary" role="status" style={{ display: 'block', minHeight: 22, marginTop: 4 }}>
        {hint}
      </Typography.Text>
      {items.length === 0 ? (
        <Typography.Text type="secondary">Nothing added yet.</Typography.Text>
      ) : (
        <Flex wrap gap={8} role="list" aria-label={title}>
          {items.map((item) => (
            <span role="listitem" key={item}>
              <Tag
                closable
                closeIcon={<span aria-label={`Remove ${item}`}>×</span>}
                onClose={(event) => {
                  // The tag disappears when the saved user comes back, not before.
                  event.preventDefault();
                  void save(items.filter((other) => other !== item));
                }}
                style={{ fontSize: 14, padding: '2px 8px', margin: 0 }}
              >
                {item}
              </Tag>
            </span>
          ))}
        </Flex>
      )}
    </ProfileSection>
  );
}
