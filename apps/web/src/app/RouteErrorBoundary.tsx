import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';

interface Props {
  location: Location;
  children: ReactNode;
}
interface State {
  error: unknown;
  location: Location;
}

/**
 * A page that throws while rendering shows a short message instead of a blank screen, until the
 * address changes. Readers see no error details (the console has them).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <main style={{ padding: '2rem 1rem', textAlign: 'center' }}>
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload it or go back to the home page.</p>
      </main>
    );
  }
}
