import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** Called by "Return home": the match was autosaved after its last action. */
  readonly onReturnHome: () => void;
}

interface State {
  readonly error: Error | null;
}

/** A crash in any screen or the 3D table shows what went wrong instead of a blank window. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('River Table hit an error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="screen panel crash" role="alert" aria-labelledby="crash-title">
        <h1 id="crash-title">Something went wrong</h1>
        <p>
          The table ran into a problem it could not handle. Your game was saved after its last move,
          so nothing is lost.
        </p>
        <pre className="crash-detail">{error.message}</pre>
        <button
          type="button"
          className="primary"
          autoFocus
          onClick={() => {
            this.setState({ error: null });
            this.props.onReturnHome();
          }}
        >
          Return home
        </button>
      </main>
    );
  }
}
