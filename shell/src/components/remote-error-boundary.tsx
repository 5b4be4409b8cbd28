import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** What to show instead of the failed subtree. */
  fallback: ReactNode;
  /** Where the failure is reported (the remote id), for the console. */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Fault-isolation layer 3: a page that throws while loading or rendering is replaced by the
 * fallback, and only that page. Give it a new `key` to try again.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[freelane] ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
