import { Component, type ReactNode } from "react";

type Props = {
  /** What to show instead of `children` once they have thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A change (the visitor went elsewhere) gives the children another try. */
  resetKey?: string;
  children: ReactNode;
};

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Keeps a failure in one screen (a render error, or a screen's code that could not be
 * downloaded) from blanking the whole site. React offers error boundaries as classes only.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
