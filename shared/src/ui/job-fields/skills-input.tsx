import { useState, type KeyboardEvent } from 'react';
import { JOB_SKILL_MAX_LENGTH, JOB_SKILLS_MAX_COUNT } from '@freelane/shared/contracts/job-limits';
import { PlainButton } from '../plain/plain-button';
import { PlainInput } from '../plain/plain-input';
import '../plain/plain.css';
import '../plain/plain-form.css';
import './skills-input.css';

interface SkillsInputProps {
  /** Set by the field (PlainField or Form.Item), so the field's label names the text box. */
  id?: string;
  value?: string[];
  onChange?: (skills: string[]) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Skills added one at a time (spec §2): Add or Enter adds the trimmed text; blanks and skills
 * already in the list (case-insensitive) are ignored with a hint; each tag can be removed. Plain
 * markup (issue 39), so Post / Edit Job's first screen and an assistant's draft load no antd for it.
 */
export function SkillsInput({ id, value = [], onChange, ...aria }: SkillsInputProps) {
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
      <div className="fl-compact fl-skills__entry">
        <PlainInput
          {...aria}
          id={id}
          value={draft}
          maxLength={JOB_SKILL_MAX_LENGTH}
          placeholder={full ? `At most ${JOB_SKILLS_MAX_COUNT} skills` : 'e.g. React'}
          disabled={full}
          onChange={setDraft}
          onKeyDown={handleKeyDown}
        />
        <PlainButton onClick={handleAdd} disabled={full} aria-label="Add skill">
          Add
        </PlainButton>
      </div>
      <span className="fl-text-secondary fl-skills__hint" role="status">
        {hint}
      </span>
      {value.length > 0 && (
        <div className="fl-skills__list" role="list" aria-label="Skills added">
          {value.map((skill) => (
            <span role="listitem" key={skill} className="fl-tag fl-skills__tag">
              {skill}
              <button
                type="button"
                className="fl-skills__remove"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange?.(value.filter((item) => item !== skill))}
              >
                <svg viewBox="64 64 896 896" width="10" height="10" fill="currentColor" aria-hidden="true">
                  <path d="M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z" />
                </svg>
              </button>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
