import { Spin } from 'antd';

/** Placeholder while a page's code arrives. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
      <Spin size="large" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
