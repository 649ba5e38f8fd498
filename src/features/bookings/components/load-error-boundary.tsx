// Where a live read failed (reactfire throws it during render), the screen's part says why instead
// of the whole app crashing. Its `resetKey` names the read: another read tries again.
import { Component, type ReactNode } from 'react';

interface LoadErrorBoundaryProps {
  /** What shows in place of the children, given the failure's message. */
  fallback: (message: string) => ReactNode;
  /** A change clears a failure shown, so the children read again. */
  resetKey?: string;
  children: ReactNode;
}

export class LoadErrorBoundary extends Component<
  LoadErrorBoundaryProps,
  { message: string | null }
> {
  state = { message: null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  componentDidCatch(error: unknown) {
    console.error('Could not load live data', error);
  }

  componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (this.state.message !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ message: null });
    }
  }

  render() {
    const { message } = this.state;
    return message === null ? this.props.children : this.props.fallback(message);
  }
}
