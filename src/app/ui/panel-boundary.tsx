/**
 * The error boundary of one panel: whatever a panel cannot render stays inside it, and the rest of the
 * page works. An answer it could not read shows "could not read <field> — contract drift"; anything else
 * is a defect of ours, named as such. The route's boundary is left for failures of the page itself.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './query-state';

interface Props {
  /** The panel's name, for the message. */
  readonly label: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
}

export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible to whoever reads the console: a panel that throws is a defect to fix.
    console.warn(`panel "${this.props.label}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorPanel
        error={this.state.error}
        label={this.props.label}
        onRetry={() => this.setState({ error: null })}
        compact
      />
    );
  }
}
