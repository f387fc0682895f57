import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { markPageReady } from './pageReady';

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
 * address changes. Readers see no error details (the console has them). The page is marked ready
 * (pageReady.ts): its own mark never comes, and without it a touch screen's scroll bar would stay
 * hidden.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  /** The error is the page now: it has settled (its PageReady never runs), so it is marked ready. */
  componentDidCatch(): void {
    markPageReady();
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
