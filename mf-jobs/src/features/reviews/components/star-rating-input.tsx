import { cloneElement, isValidElement, type AriaAttributes, type ReactElement } from 'react';
import { Rate } from 'antd';

interface StarRatingInputProps extends Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid' | 'aria-required'> {
  /** What is rated; names the group of five stars for screen readers. */
  label: string;
  /** Given by Form.Item. */
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  size?: 'middle' | 'large';
}

// antd draws each star as an unnamed radio; naming it makes "3 stars" something a screen reader can say.
const nameStar = (star: ReactElement, { index = 0 }: { index?: number }) => {
  const radio = (star.props as { children?: unknown }).children;
  if (!isValidElement(radio)) return star;
  const name = { 'aria-label': `${index + 1} ${index === 0 ? 'star' : 'stars'}` };
  return cloneElement(star, undefined, cloneElement(radio, name));
};

// Rate's props are not typed for ARIA roles, but it passes them on to its list element.
const radioGroup = { role: 'radiogroup' };

/**
 * One to five whole stars for a form field: a named radio group (Tab to a star and press Enter, or
 * use the arrow keys), never cleared by a second click so a given rating cannot vanish by accident.
 */
export function StarRatingInput({ label, value, onChange, id, size = 'middle', ...aria }: StarRatingInputProps) {
  return (
    <Rate
      {...radioGroup}
      {...aria}
      id={id}
      aria-label={label}
      value={value ?? 0}
      onChange={onChange}
      allowClear={false}
      characterRender={nameStar}
      style={{ fontSize: size === 'large' ? 28 : 22 }}
    />
  );
}
