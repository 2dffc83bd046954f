import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen';

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Last line of defence outside the router; route errors are caught by the router's errorElement. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the app', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <AppErrorScreen /> : this.props.children;
  }
}
