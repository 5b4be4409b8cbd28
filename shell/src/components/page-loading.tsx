/** Placeholder while a page's code arrives: a spinner drawn in CSS (the shell loads no antd). */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="fl-page-loading">
      <span className="fl-spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
