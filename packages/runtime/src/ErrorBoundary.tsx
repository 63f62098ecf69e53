import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the route path) clears a previous crash. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Shows the crash page inside the layout when a page throws while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="sg-crash" role="alert">
        <h1>This page crashed.</h1>
        <p className="sg-crash__message">{error.message}</p>
        <button type="button" className="sg-button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
