import type { ReactNode } from 'react';

export interface ResultPanelProps {
  /** The big figure above the title: 403, 404, or a warning sign. */
  figure: string;
  title: string;
  subTitle: string;
  extra?: ReactNode;
}

/** The shell's full-page messages (no access, not found, an area unavailable), laid out like antd's Result. */
export function ResultPanel({ figure, title, subTitle, extra }: ResultPanelProps) {
  return (
    <div className="fl-result">
      <div className="fl-result__figure" aria-hidden="true">
        {figure}
      </div>
      <h1 className="fl-result__title">{title}</h1>
      <p className="fl-result__subtitle">{subTitle}</p>
      {extra ? <div className="fl-result__extra">{extra}</div> : null}
    </div>
  );
}
