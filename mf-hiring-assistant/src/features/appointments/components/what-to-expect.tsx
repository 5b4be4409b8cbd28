import { useId, useState, type CSSProperties } from 'react';

const WHAT_TO_EXPECT = [
  {
    title: 'Client discovery',
    content: 'Clients find you in the hiring-assistant directory, filtered by specialization and rating.',
  },
  {
    title: 'Client appointment',
    content: 'A client appoints you to a job; you are notified and a card for that client appears here.',
  },
  { title: 'Job management', content: 'You review the applications on the job and shortlist the best candidates.' },
  {
    title: 'Earning commission',
    content: 'When the client hires on your recommendation, you earn the assistant fee.',
  },
];

const CIRCLE = 32;

/** The four steps of an assistant's work, drawn like antd's vertical Steps (numbered, none current). */
export function WhatToExpectSteps() {
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {WHAT_TO_EXPECT.map((step, index) => (
        <li key={step.title} style={{ display: 'flex', gap: 16, paddingBottom: 16 }}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-flex',
              flex: 'none',
              alignItems: 'center',
              justifyContent: 'center',
              width: CIRCLE,
              height: CIRCLE,
              borderRadius: '50%',
              background: 'var(--fl-color-fill-quaternary)',
              color: 'var(--fl-color-text-secondary)',
              fontSize: 16,
            }}
          >
            {index + 1}
          </span>
          <div>
            <div style={{ fontSize: 16, lineHeight: `${CIRCLE}px` }}>{step.title}</div>
            <div className="fl-text-secondary">{step.content}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * "What to Expect" folded under the client cards (antd's Collapse without antd): a button that
 * says whether it is open, and the steps below it.
 */
export function WhatToExpectPanel({ style }: { style?: CSSProperties }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="fl-card" style={{ background: 'var(--fl-color-fill-quaternary)', ...style }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          width: '100%',
          padding: '12px 16px',
          border: 0,
          background: 'none',
          color: 'var(--fl-color-text)',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <span aria-hidden="true" style={{ display: 'inline-block', transform: open ? 'rotate(90deg)' : undefined }}>
          ›
        </span>
        What to Expect
      </button>
      {open && (
        <div
          id={panelId}
          style={{
            padding: 16,
            background: 'var(--fl-color-bg-container)',
            borderTop: '1px solid var(--fl-color-border)',
          }}
        >
          <WhatToExpectSteps />
        </div>
      )}
    </div>
  );
}
